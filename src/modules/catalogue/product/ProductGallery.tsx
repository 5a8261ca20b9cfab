'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { trackSafely } from '@/modules/tracking';
import { LazyImage } from '@/ui/LazyImage';

export interface GalleryImage {
  id: string;
  src: string;
  alt: string;
  thumbLabel: string;
}

/** product_image_show once the page's main product image is half in view (once per page view). */
function useProductImageShow(image: RefObject<HTMLImageElement | null>) {
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const visibility = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        visibility.disconnect();
        trackSafely({ eventType: 'PRODUCT_IMAGE_SHOW', pageClassification: 'PRODUCT' }, 'gallery event');
      },
      { threshold: 0.5 },
    );
    visibility.observe(element);
    return () => visibility.disconnect();
  }, [image]);
}

/** The product images: thumbnails switch the main image, which can be enlarged in a dialog. */
export function ProductGallery({
  images,
  labels,
}: {
  images: GalleryImage[];
  labels: { gallery: string; enlarge: string; close: string };
}) {
  const [current, setCurrent] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const mainImage = useRef<HTMLImageElement>(null);
  useProductImageShow(mainImage);
  const image = images[current] ?? images[0];
  if (!image) return null;
  return (
    <section aria-label={labels.gallery}>
      <button
        type="button"
        className="block w-full cursor-zoom-in rounded bg-mist"
        aria-label={`${labels.enlarge}: ${image.alt}`}
        onClick={() => {
          trackSafely({ eventType: 'PRODUCT_IMAGE_ENLARGE', imageId: image.id }, 'gallery event');
          dialog.current?.showModal();
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG */}
        <img
          ref={mainImage}
          src={image.src}
          alt={image.alt}
          width={800}
          height={400}
          fetchPriority="high"
          className="aspect-[2/1] w-full object-contain"
        />
      </button>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((thumb, index) => (
            <li key={thumb.id}>
              <button
                type="button"
                aria-label={thumb.thumbLabel}
                aria-pressed={index === current}
                onClick={() => {
                  setCurrent(index);
                  trackSafely({ eventType: 'PRODUCT_IMAGE_SWITCH', imageId: thumb.id }, 'gallery event');
                }}
                className={`rounded border-2 bg-mist p-1 ${index === current ? 'border-brand' : 'border-line'}`}
              >
                <span className="block h-12 w-24">
                  <LazyImage
                    src={thumb.src}
                    alt=""
                    width={120}
                    height={60}
                    className="h-12 w-24 object-contain"
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={image.alt}
        className="m-auto w-[min(90vw,1100px)] rounded p-4 backdrop:bg-ink/60"
      >
        <form method="dialog" className="mb-2 flex justify-end">
          <button type="submit" className="rounded border border-line px-3 py-1">
            {labels.close}
          </button>
        </form>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG */}
        <img src={image.src} alt={image.alt} width={1100} height={550} className="w-full object-contain" />
      </dialog>
    </section>
  );
}
