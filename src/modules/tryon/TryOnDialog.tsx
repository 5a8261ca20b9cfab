'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { trackSafely } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import { FitAdviceView } from './FitAdviceView';
import { FramePicker } from './FramePicker';
import { RecordedPicturesView, type PictureSet } from './RecordedPicturesView';
import type { TryOnProduct } from './tryon-product';
import { WAYS_ON, type RaisedTryOnError } from './tryon-errors';
import { createTryOnSession, type FaceMeasures, type TryOnSession, type TryOnStatus } from './tryon-session';
import { trackTryOn } from './tryon-tracking';

const revokeAll = (sets: PictureSet[]) => {
  for (const url of sets.flatMap((set) => set.urls)) URL.revokeObjectURL(url);
};

/**
 * The try-on in a modal dialog: the camera picture (or a photo) with the frame drawn on the face, the frames
 * and colours to switch between, show/hide, the fit and PD estimate, record mode's pictures, and each
 * failure's message with a way on. Closing it (Escape, the close button) switches the camera off.
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
  const [status, setStatus] = useState<TryOnStatus | 'generating' | undefined>();
  const [error, setError] = useState<RaisedTryOnError | undefined>();
  const [photo, setPhoto] = useState<string | undefined>();
  const [measures, setMeasures] = useState<FaceMeasures | undefined>();
  const [visible, setVisible] = useState(true);
  const frames = [product, ...product.others];
  const [chosen, setChosen] = useState({ frameId: product.id, variantId: product.variantId });
  const [pictureSets, setPictureSets] = useState<PictureSet[]>([]);
  const [page, setPage] = useState(0);
  const frame = frames.find((candidate) => candidate.id === chosen.frameId) ?? product;
  // The product page offers the try-on only for frames with variants.
  const variant = frame.variants.find((candidate) => candidate.id === chosen.variantId) ?? frame.variants[0]!;
  // While another frame's pictures are made, the last ones made stay in view.
  const shownSet =
    pictureSets.find((set) => set.frameId === chosen.frameId && set.variantId === chosen.variantId) ??
    pictureSets.at(-1);
  // What the session's callbacks, made once per opening, read of the dialog's state.
  const latest = useRef({ chosen, pictureSets });
  useEffect(() => {
    latest.current = { chosen, pictureSets };
  });

  const raise = (type: RaisedTryOnError) => {
    trackSafely(
      { eventType: '3D_TRYON_ERROR', pageClassification: 'PRODUCT', errorType: type },
      'try-on event',
    );
    setError(type);
  };

  /** Pictures of the recorded head wearing the chosen frame, unless they were made already. */
  const generatePictures = async (frameId: string, variantId: string) => {
    const made = (sets: PictureSet[]) =>
      sets.some((set) => set.frameId === frameId && set.variantId === variantId);
    if (!session.current || made(latest.current.pictureSets)) return;
    setStatus('generating');
    let blobs: Blob[];
    try {
      blobs = await session.current.recordedPictures();
    } catch (failure) {
      // The browser could not encode them (out of memory): back to the live camera.
      browserLogger.warn('try-on pictures not made', failure);
      void session.current?.startCamera();
      return;
    }
    if (blobs.length === 0) return;
    const source = frames.find((candidate) => candidate.id === frameId) ?? product;
    const set: PictureSet = {
      frameId,
      variantId,
      label: `${source.name} · ${source.variantLabels[variantId] ?? variantId}`,
      urls: blobs.map((blob) => URL.createObjectURL(blob)),
    };
    trackTryOn('3D_TRYON_GENERATED');
    setStatus(undefined);
    setPictureSets((sets) => (made(sets) ? sets : [...sets, set]));
  };

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    trackTryOn('3D_TRYON_MODAL_LOADED');
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
        onFaceDetected: () => trackTryOn('3D_TRYON_FACE_DETECTED'),
        onGlassesReady: () => trackTryOn('3D_TRYON_GLASSES_READY'),
        onMeasures: setMeasures,
        onRecorded: () => {
          trackTryOn('3D_TRYON_RECORD_FINISH');
          setPage(0);
          const { frameId, variantId } = latest.current.chosen;
          void generatePictures(frameId, variantId);
        },
      },
    );
    void session.current.startCamera();
    return () => {
      session.current?.dispose();
      session.current = null;
      revokeAll(latest.current.pictureSets);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per opening
  }, []);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );

  const choose = (frameId: string, variantId: string) => {
    const next = frames.find((candidate) => candidate.id === frameId);
    const nextVariant = next?.variants.find((candidate) => candidate.id === variantId);
    if (!next || !nextVariant) return;
    setChosen({ frameId, variantId });
    session.current?.setFrame(next.frame, nextVariant);
    if (pictureSets.length > 0) void generatePictures(frameId, variantId);
  };

  const toggleGlasses = () => {
    trackTryOn(visible ? '3D_TRYON_HIDE_CLICK' : '3D_TRYON_SHOW_CLICK');
    session.current?.setGlassesVisible(!visible);
    setVisible(!visible);
  };

  const retryCamera = () => {
    setPhoto(undefined);
    setError(undefined);
    void session.current?.startCamera();
  };

  const record = () => {
    setError(undefined);
    if (session.current?.record()) trackTryOn('3D_TRYON_RECORD_START');
  };

  const deletePictures = () => {
    revokeAll(pictureSets);
    setPictureSets([]);
    session.current?.deleteRecording();
    trackTryOn('3D_TRYON_DELETE');
    retryCamera();
  };

  const showPhoto = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setPhoto(URL.createObjectURL(file));
  };

  const strong = 'rounded border-2 border-brand px-3 py-1 font-semibold text-brand disabled:opacity-50';
  const wayOn = {
    retry: (
      <button type="button" onClick={retryCamera} className={strong}>
        {t('retry')}
      </button>
    ),
    photo: (
      <button type="button" onClick={() => photoInput.current?.click()} className={strong}>
        {t('photo')}
      </button>
    ),
    record: (
      <button type="button" onClick={record} className={strong}>
        {t('record')}
      </button>
    ),
    close: (
      <button type="button" onClick={onClose} className="rounded border border-line px-3 py-1">
        {t('close')}
      </button>
    ),
  };
  const live = !photo && pictureSets.length === 0;

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
        aria-label={t('picture', { name: frame.name })}
        className={`relative overflow-hidden rounded bg-mist ${photo ? '' : '-scale-x-100'} ${
          pictureSets.length > 0 ? 'hidden' : ''
        }`}
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
      {shownSet && (
        <RecordedPicturesView
          sets={pictureSets}
          shown={shownSet}
          page={page}
          onPage={setPage}
          onShowSet={(set) => choose(set.frameId, set.variantId)}
          onDelete={deletePictures}
        />
      )}
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
        <FramePicker frames={frames} frame={frame} variantId={variant.id} onChoose={choose} />
        {live && (
          <>
            <button
              type="button"
              aria-pressed={!visible}
              onClick={toggleGlasses}
              className="rounded border border-line px-3 py-1"
            >
              {t('hide')}
            </button>
            <button
              type="button"
              onClick={record}
              disabled={status !== 'tracking'}
              className="rounded border border-line px-3 py-1 disabled:opacity-50"
            >
              {t('record')}
            </button>
          </>
        )}
        {pictureSets.length === 0 && (
          <>
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
          </>
        )}
      </div>
      {measures && <FitAdviceView measures={measures} variant={variant} variants={frame.variants} />}
    </dialog>
  );
}
