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
  const parts = [
    [state.days, t('days')],
    [state.hours, t('hours')],
    [state.minutes, t('minutes')],
    [state.seconds, t('seconds')],
  ] as const;
  return (
    <span
      className="inline-flex gap-2 font-mono tabular-nums"
      role="timer"
      aria-label={t('countdownLabel')}
      data-countdown
    >
      {parts.map(([value, label]) => (
        <span key={label} className="inline-flex flex-col items-center leading-none">
          <span className="text-base font-bold">{String(value).padStart(2, '0')}</span>
          <span className="text-[0.65rem] uppercase">{label}</span>
        </span>
      ))}
    </span>
  );
}
