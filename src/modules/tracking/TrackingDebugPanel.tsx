'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { checkDataLayerEntry, type DataLayerCheck } from './data-layer-check';
import { TRACKING_REFUSED, type DataLayerEntry, type TrackingRefusal } from './track';

type Status = DataLayerCheck['status'] | 'refused';

interface Push {
  id: number;
  time: string;
  status: Status;
  eventName: string;
  problems: string[];
  json: string;
}

let nextId = 0;

const pushOf = (status: Status, eventName: string, problems: string[], value: unknown): Push => ({
  id: nextId++,
  time: new Date().toLocaleTimeString(),
  status,
  eventName,
  problems,
  json: JSON.stringify(value, null, 2),
});

const checked = (entry: DataLayerEntry): Push => {
  const check = checkDataLayerEntry(entry);
  return pushOf(check.status, check.eventName, 'problems' in check ? check.problems : [], entry);
};

const STATUS_STYLE: Record<Status, string> = {
  valid: 'bg-green-100 text-green-900',
  invalid: 'bg-red-100 text-red-900',
  refused: 'bg-red-100 text-red-900',
  other: 'bg-mist text-ink',
};

/**
 * The analysts' view of this page's tracking: every push to `window.dataLayer` as it happens (the ones before
 * the view opened too), each checked against the tracking catalogue, and the events `trackSafely` refused.
 */
export function TrackingDebugPanel() {
  const t = useTranslations('shell.trackingDebug');
  // Rendered only in the browser (loaded on demand): the pushes made before the view opened come first.
  const [pushes, setPushes] = useState<Push[]>(() => (window.dataLayer ?? []).map(checked));
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const layer = (window.dataLayer ??= []);
    const originalPush = layer.push;
    layer.push = function (...entries: DataLayerEntry[]) {
      const length = originalPush.apply(this, entries);
      setPushes((current) => [...current, ...entries.map(checked)]);
      return length;
    };
    const onRefused = (event: Event) => {
      const { input, problems } = (event as CustomEvent<TrackingRefusal>).detail;
      setPushes((current) => [...current, pushOf('refused', String(input.eventType), problems, input)]);
    };
    window.addEventListener(TRACKING_REFUSED, onRefused);
    return () => {
      layer.push = originalPush;
      window.removeEventListener(TRACKING_REFUSED, onRefused);
    };
  }, []);

  if (!shown) return null;
  return (
    <aside
      aria-label={t('title')}
      className="fixed right-2 bottom-2 z-50 max-h-[60vh] w-[min(30rem,calc(100vw-1rem))] overflow-y-auto rounded border border-line bg-white p-3 text-sm shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-bold">
          {t('title')} ({pushes.length})
        </h2>
        <span className="flex gap-2">
          <button
            type="button"
            className="min-h-6 rounded border border-line px-2"
            onClick={() => setPushes([])}
          >
            {t('clear')}
          </button>
          <button
            type="button"
            className="min-h-6 rounded border border-line px-2"
            onClick={() => setShown(false)}
          >
            {t('close')}
          </button>
        </span>
      </div>
      {pushes.length === 0 && <p>{t('empty')}</p>}
      <ol aria-live="polite" className="space-y-1">
        {pushes.map((push) => (
          <li
            key={push.id}
            data-debug-status={push.status}
            data-debug-event={push.eventName}
            className="rounded border border-line p-2"
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className={`rounded px-1 font-semibold ${STATUS_STYLE[push.status]}`}>
                {t(`status.${push.status}`)}
              </span>
              <span className="font-mono">{push.eventName}</span>
              <span className="text-ink/75">{push.time}</span>
            </p>
            {push.problems.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-red-900">
                {push.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <details className="mt-1">
              <summary className="cursor-pointer">{t('parameters')}</summary>
              <pre className="overflow-x-auto text-xs">{push.json}</pre>
            </details>
          </li>
        ))}
      </ol>
    </aside>
  );
}
