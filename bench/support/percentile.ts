/** The value below which `share` (0–1) of `times` lie; NaN for none. */
export const percentile = (times: number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
};
