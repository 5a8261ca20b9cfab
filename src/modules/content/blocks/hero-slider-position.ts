/** The slide `step` places on from `current`, round the end in either direction. */
export function turnedSlide(current: number, step: number, count: number): number {
  return (((current + step) % count) + count) % count;
}

/**
 * The slide a track scrolled to `scrollLeft` has settled on, its slides `slideWidth` wide; undefined when
 * the track rests between two slides (a turn that another turn cut short, not a swipe: those snap).
 */
export function settledSlideAt(scrollLeft: number, slideWidth: number, count: number): number | undefined {
  if (slideWidth <= 0) return undefined;
  const index = Math.round(scrollLeft / slideWidth);
  if (Math.abs(scrollLeft - index * slideWidth) > 2) return undefined;
  return Math.min(count - 1, Math.max(0, index));
}
