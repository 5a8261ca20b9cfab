export interface LazyImageProps {
  src: string;
  /** other widths of the same image (`url 480w, …`) and the width it takes on screen */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: fetched at once, no waiting for the view */
  eager?: boolean;
  className?: string;
  /** the placeholder box behind the image until it has loaded */
  placeholderClassName?: string;
}

/**
 * An image that loads when it comes into view (the browser's lazy loading, so it also works without
 * JavaScript) over a placeholder until loaded. Its state is in `data-image-state` (lazy-image-state.ts),
 * kept by the page's one `LazyImageStates` island rather than by a client component per image; while it
 * loads the image is hidden by CSS over the placeholder, which pulses once the image is late.
 * An eager image is never hidden while it loads: above the fold it paints as its bytes arrive (for LCP),
 * decoded with the frame that shows it rather than in a later one.
 */
export function LazyImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  eager = false,
  className = '',
  placeholderClassName = 'bg-mist',
}: LazyImageProps) {
  return (
    <span
      data-image-state="idle"
      className={`group/image relative block h-full w-full ${placeholderClassName} motion-safe:data-[image-state=delayed]:animate-pulse motion-safe:data-[image-state=timed-out]:animate-pulse`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVGs and pre-sized WebP copies, nothing for next/image to add */}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        fetchPriority={eager ? 'high' : undefined}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        className={`transition-opacity duration-300 ${eager ? '' : HIDDEN_WHILE_LOADING} ${className}`}
      />
    </span>
  );
}

const HIDDEN_WHILE_LOADING = [
  'group-data-[image-state=loading]/image:opacity-0',
  'group-data-[image-state=delayed]/image:opacity-0',
  'group-data-[image-state=timed-out]/image:opacity-0',
  'group-data-[image-state=error]/image:opacity-0',
].join(' ');
