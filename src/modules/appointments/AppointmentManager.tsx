'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { AppointmentView } from './appointment-view';
import { fetchSlots, postCancel, postReschedule } from './booking-client';
import { SlotPicker } from './SlotPicker';
import type { Slot } from './slots';

type Mode = 'view' | 'confirmCancel' | 'reschedule';

/** The shopper's own appointment, reached by the link in the mail: see it, move it or cancel it. */
export function AppointmentManager({
  token,
  initial,
  timeZone,
  opticianName,
}: {
  token: string;
  initial: AppointmentView;
  timeZone: string;
  opticianName: string;
}) {
  const t = useTranslations('appointments');
  const locale = useLocale();
  const [appointment, setAppointment] = useState(initial);
  const [mode, setMode] = useState<Mode>('view');
  const [slots, setSlots] = useState<Slot[] | undefined>();
  const [slot, setSlot] = useState<Slot | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const start = new Date(appointment.start);
  const when = t('dateTime', {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(start),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(start),
  });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
      heading.current?.focus();
    }
  };

  const openReschedule = () =>
    run(async () => {
      setMode('reschedule');
      setSlot(undefined);
      setSlots((await fetchSlots(appointment.opticianId, appointment.service, locale)).slots);
    });

  return (
    <section
      aria-labelledby="appointment-heading"
      className="mt-6 rounded border border-line p-4"
      data-appointment-status={appointment.status}
    >
      <h2 id="appointment-heading" ref={heading} tabIndex={-1} className="mb-3 text-xl font-bold">
        {t('manageHeading')}
      </h2>
      {notice && (
        <p role="status" className="mb-3 font-semibold">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {problem}
        </p>
      )}
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('labels.reference')}</dt>
        <dd>{appointment.reference}</dd>
        <dt className="font-semibold">{t('labels.service')}</dt>
        <dd>{t(`services.${appointment.service}`)}</dd>
        <dt className="font-semibold">{t('labels.when')}</dt>
        <dd>{when}</dd>
        <dt className="font-semibold">{t('labels.where')}</dt>
        <dd>{opticianName}</dd>
      </dl>
      {appointment.status === 'cancelled' ? (
        <p>{t('cancelledState')}</p>
      ) : mode === 'confirmCancel' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('cancelQuestion')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              run(async () => {
                setAppointment(await postCancel(token, locale));
                setMode('view');
                setNotice(t('cancelledDone'));
              })
            }
            className="rounded bg-red-700 px-4 py-2 font-semibold text-white"
          >
            {t('cancelYes')}
          </button>
          <button
            type="button"
            onClick={() => setMode('view')}
            className="rounded border-2 border-brand px-4 py-2 font-semibold"
          >
            {t('keep')}
          </button>
        </div>
      ) : mode === 'reschedule' ? (
        <div>
          {slots ? (
            <SlotPicker slots={slots} timeZone={timeZone} chosen={slot} onChoose={setSlot} />
          ) : (
            <p role="status">{t('loadingSlots')}</p>
          )}
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              disabled={!slot || busy}
              onClick={() =>
                run(async () => {
                  setAppointment(await postReschedule(token, slot!.start, locale));
                  setMode('view');
                  setNotice(t('movedDone'));
                })
              }
              className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {t('rescheduleConfirm')}
            </button>
            <button
              type="button"
              onClick={() => setMode('view')}
              className="rounded border-2 border-brand px-4 py-2 font-semibold"
            >
              {t('back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void openReschedule()}
            className="rounded bg-brand px-4 py-2 font-semibold text-white"
          >
            {t('reschedule')}
          </button>
          <button
            type="button"
            onClick={() => setMode('confirmCancel')}
            className="rounded border-2 border-red-700 px-4 py-2 font-semibold text-red-700"
          >
            {t('cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
