'use client';

import { useTranslations } from 'next-intl';
import type { TryOnFrame } from './tryon-product';

/** The frame (the product's own or one of its list) and its colour, switched without leaving the try-on. */
export function FramePicker({
  frames,
  frame,
  variantId,
  onChoose,
}: {
  frames: TryOnFrame[];
  frame: TryOnFrame;
  variantId: string;
  onChoose: (frameId: string, variantId: string) => void;
}) {
  const t = useTranslations('tryon');
  return (
    <>
      {frames.length > 1 && (
        <label className="flex flex-col text-sm font-semibold">
          {t('frame')}
          <select
            value={frame.id}
            onChange={(event) => {
              const next = frames.find((candidate) => candidate.id === event.currentTarget.value);
              if (next) onChoose(next.id, next.variantId);
            }}
            className="rounded border border-line px-2 py-1 font-normal"
          >
            {frames.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {frame.variants.length > 1 && (
        <label className="flex flex-col text-sm font-semibold">
          {t('colour')}
          <select
            value={variantId}
            onChange={(event) => onChoose(frame.id, event.currentTarget.value)}
            className="rounded border border-line px-2 py-1 font-normal"
          >
            {frame.variants.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {frame.variantLabels[candidate.id] ?? candidate.id}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
