'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Slot } from './slots';

/** Days, then times of the chosen day, as two radio groups; times are the optician's local time. */
export function SlotPicker({
  slots,
  timeZone,
  chosen,
  onChoose,
}: {
  slots: Slot[];
  timeZone: string;
  chosen?: Slot;
  onChoose: (slot: Slot) => void;
}) {
  const t = useTranslations('appointments');
  const locale = useLocale();
  const days = [...new Set(slots.map((slot) => slot.localDate))];
  const [day, setDay] = useState(chosen?.localDate ?? days[0]);
  const dayLabel = (localDate: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${localDate}T12:00:00Z`));
  const longDay = (localDate: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${localDate}T12:00:00Z`),
    );

  if (slots.length === 0) return <p role="status">{t('noSlots')}</p>;
  return (
    <div data-time-zone={timeZone}>
      <fieldset className="mb-4">
        <legend className="mb-2 font-semibold">{t('dateHeading')}</legend>
        <div className="flex flex-wrap gap-2">
          {days.map((localDate) => (
            <label
              key={localDate}
              className={`cursor-pointer rounded border-2 px-3 py-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${localDate === day ? 'border-brand font-semibold' : 'border-line'}`}
            >
              <input
                type="radio"
                name="booking-day"
                value={localDate}
                checked={localDate === day}
                onChange={() => setDay(localDate)}
                className="sr-only"
              />
              {dayLabel(localDate)}
            </label>
          ))}
        </div>
      </fieldset>
      {day && (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('timeHeading', { date: longDay(day) })}</legend>
          <div className="flex flex-wrap gap-2">
            {slots
              .filter((slot) => slot.localDate === day)
              .map((slot) => (
                <label
                  key={slot.start}
                  className={`cursor-pointer rounded border-2 px-3 py-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${slot.start === chosen?.start ? 'border-brand bg-brand text-white' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="booking-time"
                    value={slot.start}
                    checked={slot.start === chosen?.start}
                    onChange={() => onChoose(slot)}
                    className="sr-only"
                  />
                  {slot.localTime}
                </label>
              ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
