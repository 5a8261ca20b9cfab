/** Spec §4 "Top banner countdown": uninitialised until a valid end date, then running, then over at zero. */
export type CountdownState =
  | { status: 'uninitialised' }
  | { status: 'running'; days: number; hours: number; minutes: number; seconds: number }
  | { status: 'over' };

export const COUNTDOWN_TICK_MS = 1000;

export function parseEndDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function countdownState(endDate: string | undefined, now: Date): CountdownState {
  const end = parseEndDate(endDate);
  if (!end) return { status: 'uninitialised' };
  const remaining = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (remaining <= 0) return { status: 'over' };
  return {
    status: 'running',
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
  };
}

/**
 * Reports the state now and on every tick until the countdown is over (or never ticks when uninitialised).
 * Returns the function that stops it.
 */
export function runCountdown(
  endDate: string | undefined,
  onState: (state: CountdownState) => void,
  now: () => Date = () => new Date(),
): () => void {
  const report = () => {
    const state = countdownState(endDate, now());
    onState(state);
    return state.status === 'running';
  };
  if (!report()) return () => undefined;
  const timer = setInterval(() => {
    if (!report()) clearInterval(timer);
  }, COUNTDOWN_TICK_MS);
  return () => clearInterval(timer);
}
