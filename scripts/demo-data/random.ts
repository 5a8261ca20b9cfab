/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** An item drawn with a probability proportional to its weight. */
export function pickWeighted<T>(random: () => number, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let remaining = random() * total;
  for (const item of items) {
    remaining -= weight(item);
    if (remaining < 0) return item;
  }
  const last = items.at(-1); // reached only through rounding
  if (last === undefined) throw new Error('pick from an empty list');
  return last;
}

/** A whole number from `min` to `max`, both included. */
export function integerBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
