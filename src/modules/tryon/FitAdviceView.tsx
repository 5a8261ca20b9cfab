'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FrameVariant } from '@/modules/catalogue/client';
import { offerablePupilDistance, offerPupilDistance } from '@/modules/configurator/client';
import { fitAdvice, roundedPupilDistance } from './fit-advice';
import type { FaceMeasures } from './tryon-session';

/**
 * Whether the frame's width suits the measured face, the size that would, and the PD estimate, which the
 * visitor can put into the lens configurator's PD field.
 */
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
  const [offered, setOffered] = useState<number | undefined>();
  const sameColour = variants.filter((candidate) => candidate.colour === variant.colour);
  const advice = fitAdvice(variant, sameColour, measures.faceWidthMm);
  const pd = roundedPupilDistance(measures.pupilDistanceMm);
  return (
    <div className="mt-3 rounded bg-mist p-3 text-sm">
      <p>
        {t(advice.fit)} {advice.betterSize && t('betterSize', { size: advice.betterSize })}
      </p>
      <p className="mt-1">{t('pd', { pd })}</p>
      <p className="mt-1 text-ink/75">{t('pdNote')}</p>
      {offerablePupilDistance(pd) && (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => {
              if (offerPupilDistance(pd)) setOffered(pd);
            }}
            className="rounded border border-line bg-white px-3 py-1"
          >
            {t('offerPd', { pd })}
          </button>
          <span aria-live="polite">{offered !== undefined && t('pdOffered', { pd: offered })}</span>
        </p>
      )}
    </div>
  );
}
