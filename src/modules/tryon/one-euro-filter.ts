/**
 * The One Euro filter (Casiez, Roussel, Vogel, CHI 2012): a low-pass filter whose cut-off rises with speed,
 * so a still face gives a still frame and a turning head is followed without lag.
 */
export interface OneEuroSettings {
  /** Hz: the cut-off at rest; lower is steadier. */
  minCutoff: number;
  /** How much the cut-off rises per unit of speed (value units per second). */
  beta: number;
  /** Hz: the cut-off of the speed estimate. */
  derivativeCutoff: number;
  /**
   * A faster start: the cut-off at rest falls from `minCutoff` here to the settings' own over `seconds` after
   * the first sample, so the value reaches where the first samples settle instead of creeping there.
   */
  warmUp?: { minCutoff: number; seconds: number };
}

const smoothingFactor = (cutoff: number, seconds: number) => {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / seconds);
};

export class OneEuroFilter {
  private value: number | undefined;
  private speed = 0;
  private time = 0;
  private started = 0;

  constructor(private readonly settings: OneEuroSettings) {}

  /** The filtered value of a sample taken at `time` (seconds). */
  next(sample: number, time: number): number {
    if (this.value === undefined || time <= this.time) {
      // The first sample, or one out of order, is taken as it is.
      if (this.value === undefined) {
        this.value = sample;
        this.started = time;
      }
      this.time = Math.max(this.time, time);
      return this.value;
    }
    const seconds = time - this.time;
    const { beta, derivativeCutoff } = this.settings;
    const rawSpeed = (sample - this.value) / seconds;
    this.speed += smoothingFactor(derivativeCutoff, seconds) * (rawSpeed - this.speed);
    const cutoff = this.restingCutoff(time) + beta * Math.abs(this.speed);
    this.value += smoothingFactor(cutoff, seconds) * (sample - this.value);
    this.time = time;
    return this.value;
  }

  private restingCutoff(time: number): number {
    const { minCutoff, warmUp } = this.settings;
    if (!warmUp) return minCutoff;
    const left = Math.max(0, 1 - (time - this.started) / warmUp.seconds);
    return minCutoff + (warmUp.minCutoff - minCutoff) * left;
  }

  reset(): void {
    this.value = undefined;
    this.speed = 0;
    this.time = 0;
    this.started = 0;
  }
}

/** One filter per component of a vector of fixed length. */
export class OneEuroVectorFilter {
  private readonly filters: OneEuroFilter[];

  constructor(length: number, settings: OneEuroSettings) {
    this.filters = Array.from({ length }, () => new OneEuroFilter(settings));
  }

  next(sample: readonly number[], time: number): number[] {
    return sample.map((value, index) => this.filters[index]!.next(value, time));
  }

  reset(): void {
    for (const filter of this.filters) filter.reset();
  }
}
