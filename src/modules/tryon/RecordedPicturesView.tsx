'use client';

import { useTranslations } from 'next-intl';
import { trackTryOn } from './tryon-tracking';

/** The pictures of the recorded head wearing one frame and colour, as object URLs of this browser. */
export interface PictureSet {
  frameId: string;
  variantId: string;
  /** The frame's name and colour. */
  label: string;
  urls: string[];
}

const button = 'rounded border border-line px-3 py-1 disabled:opacity-50';

/**
 * The generated pictures with the camera off: paged through, each downloadable, compared with the same angle
 * in the other frames tried, and deleted.
 */
export function RecordedPicturesView({
  sets,
  shown,
  page,
  onPage,
  onShowSet,
  onDelete,
}: {
  sets: PictureSet[];
  shown: PictureSet;
  page: number;
  onPage: (page: number) => void;
  onShowSet: (set: PictureSet) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('tryon.pictures');
  const count = shown.urls.length;
  const number = page + 1;
  const others = sets.filter((set) => set !== shown);
  return (
    <section aria-label={t('title')}>
      <p className="mb-2 text-sm text-ink/75">{t('privacy')}</p>
      <figure>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL made in this browser */}
        <img
          src={shown.urls[page]}
          alt={t('alt', { number, count, name: shown.label })}
          onLoad={() => trackTryOn('3D_TRYON_ASSET_LOADED', number)}
          className="block h-auto w-full rounded bg-mist"
        />
        <figcaption className="mt-1 text-sm">{t('position', { number, count })}</figcaption>
      </figure>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={button} disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </button>
        <button type="button" className={button} disabled={number === count} onClick={() => onPage(page + 1)}>
          {t('next')}
        </button>
        <a href={shown.urls[page]} download={`try-on-${number}.jpg`} className={button}>
          {t('download')}
        </a>
        <button type="button" className={button} onClick={onDelete}>
          {t('delete')}
        </button>
      </div>
      <h3 className="mt-3 text-sm font-semibold">{t('compare')}</h3>
      {others.length === 0 ? (
        <p className="text-sm text-ink/75">{t('compareHint')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {others.map((set) => (
            <li key={`${set.frameId}:${set.variantId}`}>
              <button type="button" onClick={() => onShowSet(set)} className="w-32 text-left text-xs">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
                <img src={set.urls[page]} alt="" className="block h-auto w-full rounded" />
                {set.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
