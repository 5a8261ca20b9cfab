'use client';

import { useTranslations } from 'next-intl';
import type { FrameVariant } from '@/modules/catalogue/client';
import { fitAdvice, roundedPupilDistance } from './fit-advice';
import type { FaceMeasures } from './tryon-session';

/** Whether the frame's width suits the measured face, the size that would, and the PD estimate. */
export function FitAdviceView({
  measures,
  variant,
  variants,
}: {
  measures: FaceMeasures;
  variant: FrameVariant;
  variants: FrameVariant[];
}) {
  const t = useTranslations('tryon.fit');
  const sameColour = variants.filter((candidate) => candidate.colour === variant.colour);
  const advice = fitAdvice(variant, sameColour, measures.faceWidthMm);
  return (
    <div className="mt-3 rounded bg-mist p-3 text-sm">
      <p>
        {t(advice.fit)} {advice.betterSize && t('betterSize', { size: advice.betterSize })}
      </p>
      <p className="mt-1">{t('pd', { pd: roundedPupilDistance(measures.pupilDistanceMm) })}</p>
      <p className="mt-1 text-ink/75">{t('pdNote')}</p>
    </div>
  );
}
