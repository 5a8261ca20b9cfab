'use client';

import { useRouter } from 'next/navigation';
import { SORTINGS, type Sorting } from '../constants';
import { trackSafely } from '@/modules/tracking';

/**
 * Spec §3 "Sorting select": exactly the four sortings. Opening the control sends sorting_open, a choice
 * sorting_select and reloads the list on its first page with the sorting in the URL.
 */
export function SortingControl({
  current,
  labels,
  label,
  hrefs,
}: {
  current: Sorting;
  labels: Record<Sorting, string>;
  label: string;
  hrefs: Record<Sorting, string>;
}) {
  const router = useRouter();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="list-sorting" className="font-semibold">
        {label}
      </label>
      <select
        id="list-sorting"
        value={current}
        onMouseDown={() => trackSafely({ eventType: 'SORTING_OPEN' }, 'sorting')}
        onKeyDown={(event) => {
          if (event.key === ' ' || event.key === 'Enter' || (event.altKey && event.key === 'ArrowDown')) {
            trackSafely({ eventType: 'SORTING_OPEN' }, 'sorting');
          }
        }}
        onChange={(event) => {
          const sortingType = event.target.value as Sorting;
          trackSafely({ eventType: 'SORTING_SELECT', sortingType }, 'sorting');
          router.push(hrefs[sortingType], { scroll: false });
        }}
        className="rounded border border-line px-2 py-1"
      >
        {SORTINGS.map((sorting) => (
          <option key={sorting} value={sorting}>
            {labels[sorting]}
          </option>
        ))}
      </select>
    </div>
  );
}
