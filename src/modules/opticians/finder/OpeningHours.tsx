import type { FinderOptician } from './finder-opticians';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Weekday opening hours, a day without hours labelled closed (spec §2). */
export function OpeningHours({
  hours,
  label,
}: {
  hours: FinderOptician['openingHours'];
  label: (key: string) => string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4">
      {WEEKDAYS.map((weekday) => {
        const rows = hours.filter((row) => row.weekday === weekday);
        return (
          <div key={weekday} className="contents">
            <dt>{label(`weekdays.${weekday}`)}</dt>
            <dd>
              {rows.length > 0 ? rows.map((row) => `${row.opens}–${row.closes}`).join(', ') : label('closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
