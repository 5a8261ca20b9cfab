'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { trackSafely } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import type { FrameVariant } from '../../model/product';
import type { FrameKind } from '../../images/frame-layout';
import type { ModelViewer } from './model-viewer';
import { MODEL_POSITIONS } from './positions';

export interface ModelSliderLabels {
  region: string;
  open: string;
  close: string;
  loading: string;
  /** Names the product: the canvas is its image. */
  canvas: string;
  slider: string;
  /** One per position: "3 of 12". */
  positions: string[];
  unavailable: string;
}

type Status = 'closed' | 'loading' | 'ready' | 'unavailable';

/**
 * A frame's 3D model, turned with a slider. three.js loads only when the shopper opens it, and the model
 * renders once per slider move rather than in an animation loop.
 */
export function ModelSlider({
  frame,
  variant,
  labels,
}: {
  frame: FrameKind;
  variant: FrameVariant;
  labels: ModelSliderLabels;
}) {
  const [status, setStatus] = useState<Status>('closed');
  const [position, setPosition] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<ModelViewer | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const sliderId = useId();
  const open = status !== 'closed';

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    import('./model-viewer')
      .then(({ createModelViewer }) => {
        if (cancelled || !canvas.current) return;
        viewer.current = createModelViewer(canvas.current, frame, variant);
        viewer.current.show(1);
        setStatus('ready');
        trackSafely({ eventType: '3D_MODEL_ASSET_LOADED' }, '3D model event');
        trackSafely({ eventType: '3D_MODEL_IMAGE_SHOW', pageClassification: 'PRODUCT' }, '3D model event');
      })
      .catch((error: unknown) => {
        browserLogger.warn('3D model not shown', error);
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
      viewer.current?.dispose();
      viewer.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one viewer per opening; the parent keys this by variant
  }, [open]);

  useEffect(() => {
    if (toggled.current) (open ? closeButton : openButton).current?.focus();
  }, [open]);

  const toggle = (next: Status) => {
    toggled.current = true;
    setPosition(1);
    setStatus(next);
  };

  if (!open) {
    return (
      <button
        ref={openButton}
        type="button"
        aria-expanded="false"
        onClick={() => toggle('loading')}
        className="mt-4 rounded border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-mist"
      >
        {labels.open}
      </button>
    );
  }
  const positionText = labels.positions[position - 1] ?? String(position);
  return (
    <section aria-label={labels.region} className="mt-4 rounded border border-line p-3">
      <div className="mb-2 flex justify-end">
        <button
          ref={closeButton}
          type="button"
          onClick={() => toggle('closed')}
          className="rounded border border-line px-3 py-1"
        >
          {labels.close}
        </button>
      </div>
      {status !== 'unavailable' && (
        <canvas
          ref={canvas}
          role="img"
          aria-label={labels.canvas}
          className="aspect-[2/1] w-full rounded bg-mist"
        />
      )}
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-ink/75">
        {status === 'loading' ? labels.loading : status === 'unavailable' ? labels.unavailable : ''}
      </p>
      {status === 'ready' && (
        <div className="mt-3 flex items-center gap-3">
          <label htmlFor={sliderId} className="font-semibold">
            {labels.slider}
          </label>
          <input
            id={sliderId}
            type="range"
            min={1}
            max={MODEL_POSITIONS}
            step={1}
            value={position}
            aria-valuetext={positionText}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              setPosition(next);
              viewer.current?.show(next);
              trackSafely(
                { eventType: '3D_MODEL_SLIDER_SELECT', imageNumber: String(next) },
                '3D model event',
              );
            }}
            className="min-w-0 flex-1 accent-brand"
          />
          <output htmlFor={sliderId} className="tabular-nums">
            {positionText}
          </output>
        </div>
      )}
    </section>
  );
}
