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
}

const smoothingFactor = (cutoff: number, seconds: number) => {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / seconds);
};

export class OneEuroFilter {
  private value: number | undefined;
  private speed = 0;
  private time = 0;

  constructor(private readonly settings: OneEuroSettings) {}

  /** The filtered value of a sample taken at `time` (seconds). */
  next(sample: number, time: number): number {
    if (this.value === undefined || time <= this.time) {
      // The first sample, or one out of order, is taken as it is.
      if (this.value === undefined) this.value = sample;
      this.time = Math.max(this.time, time);
      return this.value;
    }
    const seconds = time - this.time;
    const { minCutoff, beta, derivativeCutoff } = this.settings;
    const rawSpeed = (sample - this.value) / seconds;
    this.speed += smoothingFactor(derivativeCutoff, seconds) * (rawSpeed - this.speed);
    const cutoff = minCutoff + beta * Math.abs(this.speed);
    this.value += smoothingFactor(cutoff, seconds) * (sample - this.value);
    this.time = time;
    return this.value;
  }

  reset(): void {
    this.value = undefined;
    this.speed = 0;
    this.time = 0;
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
