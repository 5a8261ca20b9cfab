/**
 * Holds a value still while it stays within a small distance of what is shown, and beyond that follows it
 * at that distance. After smoothing, the landmarks of a still face still wander by a fraction of a pixel;
 * drawn, that wander is the frame's jitter. A real move carries the value out of the band at once and is
 * followed without a jump, at most `width` behind.
 */
export class DeadBand {
  private held: number[] | undefined;

  /** The value to show for `value`; `width` is the band's radius (Euclidean) in the value's units. */
  next(value: readonly number[], width: number): number[] {
    if (!this.held) {
      this.held = [...value];
      return [...this.held];
    }
    const offset = value.map((component, index) => component - this.held![index]!);
    const distance = Math.hypot(...offset);
    if (distance > width) {
      const step = 1 - width / distance;
      this.held = this.held.map((component, index) => component + offset[index]! * step);
    }
    return [...this.held];
  }

  reset(): void {
    this.held = undefined;
  }
}
