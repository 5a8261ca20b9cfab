import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingJob } from './repeating-job';

afterEach(() => vi.useRealTimers());

describe('a repeating job', () => {
  it('runs at once, again after each interval, goes on after a failed round and stops when told', async () => {
    vi.useFakeTimers();
    const round = vi.fn(async () => {
      if (round.mock.calls.length === 2) throw new Error('database away');
    });
    const stop = startRepeatingJob(round, 1000, 'round failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(round).toHaveBeenCalledTimes(3);
  });
});
