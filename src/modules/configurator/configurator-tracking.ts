import { CORRECTION_OPTIONS, LENS_SECTIONS, trackSafely } from '@/modules/tracking';

type LensSection = (typeof LENS_SECTIONS)[number];
type CorrectionOption = (typeof CORRECTION_OPTIONS)[number];

const isCorrectionOption = (field: string): field is CorrectionOption =>
  (CORRECTION_OPTIONS as readonly string[]).includes(field);

/** Spec §3: a lens option chosen, by section. */
export const trackOptionSelect = (section: LensSection, selectedValue: string | number) =>
  trackSafely({ eventType: 'LENS_OPTION_SELECT', section, selectedValue }, 'lens option');

/** A correction value's picker opened, with its current value (single PD has no option of its own). */
export function trackCorrectionOpen(field: string, current: number) {
  if (!isCorrectionOption(field)) return;
  trackSafely(
    { eventType: 'CORRECTION_VALUE_OPEN', selectedOption: field, selectedValue: current },
    'correction open',
  );
}

export const trackPdToggle = (perEye: boolean) =>
  trackSafely(
    {
      eventType: 'CORRECTION_VALUE_SELECT',
      selectedOption: 'pupillarydistance_toggle',
      selectedValue: perEye ? 'on' : 'off',
    },
    'pd toggle',
  );

/** A contact-lens parameter chosen for one eye (category `sphere_left`, …), or an eye ordered or not (`order_left`). */
export const trackContactLensOption = (category: string, selection: string) =>
  trackSafely({ eventType: 'CONTACT_LENS_OPTION_CLICK', category, selection }, 'contact lens option');
