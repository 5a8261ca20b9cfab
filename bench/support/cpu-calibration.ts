/**
 * The CPU slowdown that makes Lighthouse's mobile run emulate the device it is meant to on this host.
 * Lighthouse slows the CPU 4× by default, which suits a high-end desktop (BenchmarkIndex about 1500) and
 * overshoots on a slower host: Lighthouse warns below an index of 1000, and its throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the multiplier there. The guide's
 * calculator maps the index linearly between these points: 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more
 * for every 233 above (1533 → 4×). A host slower than the emulated phone gets 1×: nothing to slow.
 */
const POINTS = [
  { index: 150, multiplier: 1 },
  { index: 800, multiplier: 2 },
  { index: 1300, multiplier: 3 },
] as const;
const INDEX_PER_MULTIPLE_ABOVE = 233;

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const last = POINTS[POINTS.length - 1]!;
  if (benchmarkIndex >= last.index)
    return last.multiplier + (benchmarkIndex - last.index) / INDEX_PER_MULTIPLE_ABOVE;
  const upper = POINTS.findIndex((point) => benchmarkIndex < point.index);
  if (upper === 0) return POINTS[0].multiplier;
  const [from, to] = [POINTS[upper - 1]!, POINTS[upper]!];
  return (
    from.multiplier +
    ((benchmarkIndex - from.index) / (to.index - from.index)) * (to.multiplier - from.multiplier)
  );
}
