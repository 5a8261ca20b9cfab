import type { Country } from '@/platform/locale/locales';

/** Spec §3 "Optician": what an optician offers. The values are stored; the labels are the backoffice's. */
export const OPTICIAN_SERVICES = [
  { value: 'eyeTestConsultation', label: { en: 'Eye test and consultation', de: 'Sehtest und Beratung' } },
  { value: 'contactLensFitting', label: { en: 'Contact lens fitting', de: 'Kontaktlinsenanpassung' } },
  { value: 'glassesFitting', label: { en: 'Glasses fitting', de: 'Brillenanpassung' } },
  { value: 'varifocalCentering', label: { en: 'Varifocal centering', de: 'Gleitsicht-Zentrierung' } },
  { value: 'eyeHealthCheck', label: { en: 'Eye health check', de: 'Augengesundheits-Check' } },
] as const;

/** Spec §3 "Optician": the tags shown with an optician and used as finder filters. */
export const OPTICIAN_TAGS = [
  { value: 'eyeTestGlasses', label: { en: 'Eye test for glasses', de: 'Sehtest für Brillen' } },
  {
    value: 'eyeTestContactLenses',
    label: { en: 'Eye test for contact lenses', de: 'Sehtest für Kontaktlinsen' },
  },
  { value: 'onlineBooking', label: { en: 'Online booking', de: 'Online-Terminbuchung' } },
  { value: 'drivingLicenceEyeTest', label: { en: 'Driving-licence eye test', de: 'Führerschein-Sehtest' } },
  { value: 'eyeHealthCheck', label: { en: 'Eye health check', de: 'Augengesundheits-Check' } },
] as const;

export type OpticianService = (typeof OPTICIAN_SERVICES)[number]['value'];
export type OpticianTag = (typeof OPTICIAN_TAGS)[number]['value'];

/** The storefront whose opticians alone may offer the German-only services and tags. */
export const GERMAN_STOREFRONT: Country = 'de';

/** Spec §3: the eye health check, as a service and as a tag, exists on the German storefront only. */
export const GERMAN_ONLY_SERVICES: readonly OpticianService[] = ['eyeHealthCheck'];
export const GERMAN_ONLY_TAGS: readonly OpticianTag[] = ['eyeHealthCheck'];

/** The German-only values among `values` that an optician of `country` must not have. */
export function germanOnlyValuesOutsideGermany(
  country: string | undefined,
  values: readonly string[],
  germanOnly: readonly string[],
): string[] {
  if (country === GERMAN_STOREFRONT) return [];
  return values.filter((value) => germanOnly.includes(value));
}
