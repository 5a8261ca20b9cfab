'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { runCountdown, type CountdownState } from './countdown';

/** Ticks every second; tells its parent when it reaches zero. Renders nothing until it has a valid end date. */
export function Countdown({ endDate, onOver }: { endDate: string; onOver: () => void }) {
  const t = useTranslations('banner');
  const [state, setState] = useState<CountdownState>({ status: 'uninitialised' });

  useEffect(
    () =>
      runCountdown(endDate, (next) => {
        setState(next);
        if (next.status === 'over') onOver();
      }),
    [endDate, onOver],
  );

  if (state.status !== 'running') return null;
  return (
    <span
      className="inline-flex gap-2 font-mono tabular-nums"
      role="timer"
      aria-label={t('countdownLabel')}
      data-countdown
    >
      <CountdownDigits values={[state.days, state.hours, state.minutes, state.seconds]} />
    </span>
  );
}

/** The room a running countdown takes, empty: for the place the shell holds for a banner. */
export function CountdownSpace() {
  return (
    <span className="invisible inline-flex gap-2 font-mono tabular-nums">
      <CountdownDigits values={[0, 0, 0, 0]} />
    </span>
  );
}

function CountdownDigits({ values }: { values: number[] }) {
  const t = useTranslations('banner');
  const units = [t('days'), t('hours'), t('minutes'), t('seconds')];
  return units.map((unit, index) => (
    <span key={unit} className="inline-flex flex-col items-center leading-none">
      <span className="text-base font-bold">{String(values[index]).padStart(2, '0')}</span>
      <span className="text-[0.65rem] uppercase">{unit}</span>
    </span>
  ));
}
