'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FACE_SHAPES, FRAME_SIZES } from '../constants';
import { trackSafely } from '@/modules/tracking';

interface Texts {
  title: string;
  intro: string;
  face: string;
  size: string;
  anySize: string;
  apply: string;
  faceLabels: Record<string, string>;
  sizeLabels: Record<string, string>;
}

/**
 * A custom filter: the face-shape finder sets the face-shape and frame-size filters at once. Its events
 * are the custom_filter_* ones (click to open, select, change, apply).
 */
export function FaceShapeFinder({
  texts,
  currentFace,
  currentSize,
}: {
  texts: Texts;
  currentFace?: string;
  currentSize?: string;
}) {
  const router = useRouter();
  const [face, setFace] = useState(currentFace ?? '');
  const [size, setSize] = useState(currentSize ?? '');

  const apply = () => {
    const params = new URLSearchParams(window.location.search);
    params.delete('face');
    params.delete('size');
    params.delete('page');
    if (face) params.set('face', face);
    if (size) params.set('size', size);
    trackSafely(
      {
        eventType: 'CUSTOM_FILTER_APPLY',
        filterCategory: 'face_shape_finder',
        filterSelection: [face, size].filter(Boolean).join('|'),
      },
      'custom filter',
    );
    const search = params.toString();
    router.push(`${window.location.pathname}${search ? `?${search}` : ''}`, { scroll: false });
  };

  return (
    <details
      className="mb-4 rounded border border-line p-3"
      onToggle={(event) => {
        if (event.currentTarget.open)
          trackSafely(
            {
              eventType: 'CUSTOM_FILTER_CLICK',
              filterCategory: 'face_shape_finder',
              filterSelection: '',
            },
            'custom filter',
          );
      }}
    >
      <summary className="cursor-pointer font-semibold">{texts.title}</summary>
      <p className="my-2 text-sm">{texts.intro}</p>
      <fieldset className="mb-2">
        <legend className="font-semibold">{texts.face}</legend>
        <div className="flex flex-wrap gap-3">
          {FACE_SHAPES.map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input
                type="radio"
                name="finder-face"
                value={value}
                checked={face === value}
                onChange={() => {
                  trackSafely(
                    {
                      eventType: face ? 'CUSTOM_FILTER_CHANGE' : 'CUSTOM_FILTER_SELECT',
                      filterCategory: 'face',
                      filterSelection: value,
                    },
                    'custom filter',
                  );
                  setFace(value);
                }}
              />
              {texts.faceLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="font-semibold">{texts.size}</legend>
        <div className="flex flex-wrap gap-3">
          {['', ...FRAME_SIZES].map((value) => (
            <label key={value || 'any'} className="flex items-center gap-1">
              <input
                type="radio"
                name="finder-size"
                value={value}
                checked={size === value}
                onChange={() => {
                  trackSafely(
                    {
                      eventType: value ? 'CUSTOM_FILTER_SELECT' : 'CUSTOM_FILTER_UNSELECT',
                      filterCategory: 'size',
                      filterSelection: value || size,
                    },
                    'custom filter',
                  );
                  setSize(value);
                }}
              />
              {value ? texts.sizeLabels[value] : texts.anySize}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        onClick={apply}
        disabled={!face}
        className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {texts.apply}
      </button>
    </details>
  );
}
