'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { trackSafely } from '@/modules/tracking';
import { FitAdviceView } from './FitAdviceView';
import type { TryOnProduct } from './tryon-product';
import { WAYS_ON, type RaisedTryOnError } from './tryon-errors';
import { createTryOnSession, type FaceMeasures, type TryOnSession, type TryOnStatus } from './tryon-session';

type TryOnStep =
  | '3D_TRYON_MODAL_LOADED'
  | '3D_TRYON_FACE_DETECTED'
  | '3D_TRYON_GLASSES_READY'
  | '3D_TRYON_SHOW_CLICK'
  | '3D_TRYON_HIDE_CLICK';

const track = (eventType: TryOnStep) =>
  trackSafely({ eventType, pageClassification: 'PRODUCT' }, 'try-on event');

/**
 * The try-on in a modal dialog: the camera picture (or a photo) with the frame drawn on the face, the
 * frame's colours, show/hide, the fit and PD estimate, and each failure's message with a way on. Closing it
 * (Escape, the close button) switches the camera off.
 */
export default function TryOnDialog({ product, onClose }: { product: TryOnProduct; onClose: () => void }) {
  const t = useTranslations('tryon');
  const titleId = useId();
  const photoId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const session = useRef<TryOnSession | null>(null);
  const [status, setStatus] = useState<TryOnStatus | undefined>();
  const [error, setError] = useState<RaisedTryOnError | undefined>();
  const [photo, setPhoto] = useState<string | undefined>();
  const [measures, setMeasures] = useState<FaceMeasures | undefined>();
  const [visible, setVisible] = useState(true);
  const [variantId, setVariantId] = useState(product.variantId);
  // The product page offers the try-on only for frames with variants.
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0]!;

  const raise = (type: RaisedTryOnError) => {
    trackSafely(
      { eventType: '3D_TRYON_ERROR', pageClassification: 'PRODUCT', errorType: type },
      'try-on event',
    );
    setError(type);
  };

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    track('3D_TRYON_MODAL_LOADED');
    if (!video.current || !canvas.current) return;
    session.current = createTryOnSession(
      { video: video.current, canvas: canvas.current },
      { frame: product.frame, variant },
      {
        onStatus: (next) => {
          setStatus(next);
          setError(undefined);
        },
        onError: raise,
        onRecovered: () => setError(undefined),
        onFaceDetected: () => track('3D_TRYON_FACE_DETECTED'),
        onGlassesReady: () => track('3D_TRYON_GLASSES_READY'),
        onMeasures: setMeasures,
      },
    );
    void session.current.startCamera();
    return () => {
      session.current?.dispose();
      session.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per opening
  }, []);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );

  const chooseVariant = (id: string) => {
    const next = product.variants.find((candidate) => candidate.id === id);
    if (!next) return;
    setVariantId(id);
    session.current?.setFrame(product.frame, next);
  };

  const toggleGlasses = () => {
    track(visible ? '3D_TRYON_HIDE_CLICK' : '3D_TRYON_SHOW_CLICK');
    session.current?.setGlassesVisible(!visible);
    setVisible(!visible);
  };

  const retryCamera = () => {
    setPhoto(undefined);
    setError(undefined);
    void session.current?.startCamera();
  };

  const showPhoto = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setPhoto(URL.createObjectURL(file));
  };

  const wayOn = {
    retry: (
      <button
        type="button"
        onClick={retryCamera}
        className="rounded border-2 border-brand px-3 py-1 font-semibold text-brand"
      >
        {t('retry')}
      </button>
    ),
    photo: (
      <button
        type="button"
        onClick={() => photoInput.current?.click()}
        className="rounded border-2 border-brand px-3 py-1 font-semibold text-brand"
      >
        {t('photo')}
      </button>
    ),
    close: (
      <button type="button" onClick={onClose} className="rounded border border-line px-3 py-1">
        {t('close')}
      </button>
    ),
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(44rem,calc(100vw-1rem))] rounded bg-white p-4 text-ink backdrop:bg-ink/60"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t('title', { name: product.name })}
        </h2>
        <button type="button" onClick={onClose} className="rounded border border-line px-3 py-1">
          {t('close')}
        </button>
      </div>
      <p className="mb-3 text-sm text-ink/75">{t('privacy')}</p>
      <div
        role="img"
        aria-label={t('picture', { name: product.name })}
        className={`relative overflow-hidden rounded bg-mist ${photo ? '' : '-scale-x-100'}`}
      >
        <video ref={video} playsInline muted autoPlay className={photo ? 'hidden' : 'block h-auto w-full'} />
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the visitor's photo
          <img
            src={photo}
            alt=""
            className="block h-auto w-full"
            onLoad={(event) => void session.current?.showPhoto(event.currentTarget)}
          />
        )}
        <canvas ref={canvas} className="pointer-events-none absolute inset-0 h-full w-full" />
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm">
        {!error && status ? t(`status.${status}`) : ''}
      </p>
      {error && (
        <div role="alert" className="mt-2 rounded border border-red-700 p-3">
          <p className="mb-2">{t(`error.${error}`)}</p>
          <div className="flex flex-wrap gap-2">
            {WAYS_ON[error].map((way) => (
              <span key={way}>{wayOn[way]}</span>
            ))}
          </div>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {product.variants.length > 1 && (
          <label className="flex flex-col text-sm font-semibold">
            {t('colour')}
            <select
              value={variantId}
              onChange={(event) => chooseVariant(event.currentTarget.value)}
              className="rounded border border-line px-2 py-1 font-normal"
            >
              {product.variants.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {product.variantLabels[candidate.id] ?? candidate.id}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          aria-pressed={!visible}
          onClick={toggleGlasses}
          className="rounded border border-line px-3 py-1"
        >
          {t('hide')}
        </button>
        <label htmlFor={photoId} className="cursor-pointer rounded border border-line px-3 py-1">
          {t('photo')}
        </label>
        <input
          id={photoId}
          ref={photoInput}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => showPhoto(event.currentTarget.files?.[0])}
        />
      </div>
      {measures && variant && (
        <FitAdviceView measures={measures} variant={variant} variants={product.variants} />
      )}
    </dialog>
  );
}
