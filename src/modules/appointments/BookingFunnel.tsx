'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { trackSafely } from '@/modules/tracking';
import { fetchSlots, postBooking, BookingRequestError } from './booking-client';
import { customerSchema, fieldErrors } from './booking-input';
import { SERVICE_MINUTES } from './booking-services';
import { DetailsForm, EMPTY_CUSTOMER, type CustomerDraft } from './DetailsForm';
import { SlotPicker } from './SlotPicker';
import type { Slot } from './slots';

export interface FunnelOptician {
  id: string;
  name: string;
  address: string;
  services: string[];
}

type Step = 'closed' | 'service' | 'details' | 'summary' | 'confirmation';
const STEPS: Step[] = ['service', 'details', 'summary', 'confirmation'];
type Service = keyof typeof SERVICE_MINUTES;

const EVENT_OF_STEP = {
  service: 'APPOINTMENT_BOOKING_SERVICE_LIST_VIEW',
  details: 'APPOINTMENT_BOOKING_USERDETAILS_VIEW',
  summary: 'APPOINTMENT_BOOKING_SUMMARY_VIEW',
  confirmation: 'APPOINTMENT_BOOKING_CONFIRMATION_VIEW',
} as const;

/**
 * Spec §2/§4 booking funnel: service list (with day and time), user details, summary, confirmation.
 * Each step's heading takes the focus; each view sends its event.
 */
export function BookingFunnel({ optician }: { optician: FunnelOptician }) {
  const t = useTranslations('appointments');
  const locale = useLocale();
  const [step, setStep] = useState<Step>('closed');
  const [service, setService] = useState<Service | undefined>();
  const [slots, setSlots] = useState<{ timeZone: string; slots: Slot[] } | 'loading' | undefined>();
  const [slot, setSlot] = useState<Slot | undefined>();
  const [customer, setCustomer] = useState<CustomerDraft>(EMPTY_CUSTOMER);
  const [errors, setErrors] = useState<Partial<Record<keyof CustomerDraft, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [requestKey, setRequestKey] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{ reference: string; email: string } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);

  const track = (eventType: string, extra: { service?: string } = {}) =>
    trackSafely({ eventType, opticianId: optician.id, ...extra } as never, 'appointment booking');

  useEffect(() => {
    if (step === 'closed') return;
    heading.current?.focus();
    track(EVENT_OF_STEP[step], service ? { service } : {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per step shown
  }, [step]);

  const loadSlots = async (chosen: Service) => {
    setSlots('loading');
    setProblem(undefined);
    try {
      setSlots(await fetchSlots(optician.id, chosen, locale));
    } catch (error) {
      setSlots(undefined);
      setProblem((error as Error).message);
    }
  };

  const chooseService = (chosen: Service) => {
    setService(chosen);
    setSlot(undefined);
    track('APPOINTMENT_BOOKING_SERVICE_CLICK', { service: chosen });
    void loadSlots(chosen);
  };

  const toDetails = () => {
    if (!service || !slot) {
      setProblem(t(service ? 'errors.slot' : 'errors.service'));
      return;
    }
    setProblem(undefined);
    setStep('details');
  };

  const toSummary = () => {
    const parsed = customerSchema.safeParse(customer);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([name, key]) => [name, t(key)])),
      );
      setProblem(t('errors.form'));
      return;
    }
    setErrors({});
    setProblem(undefined);
    setRequestKey(crypto.randomUUID());
    setStep('summary');
  };

  const book = async () => {
    if (!service || !slot || !requestKey) return;
    setSending(true);
    setProblem(undefined);
    try {
      const appointment = await postBooking(
        {
          opticianId: optician.id,
          service,
          start: slot.start,
          requestKey,
          customer: customerSchema.parse(customer),
        },
        locale,
      );
      setBooked({ reference: appointment.reference, email: appointment.email });
      setStep('confirmation');
    } catch (error) {
      const failure = error as BookingRequestError;
      setProblem(failure.message);
      if (failure.problem === 'slotTaken') {
        setSlot(undefined);
        setStep('service');
        void loadSlots(service);
      } else if (failure.status === 400 && Object.keys(failure.fields ?? {}).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(failure.fields).map(([name, message]) => [
              name.replace(/^customer\./, ''),
              message,
            ]),
          ),
        );
        setStep('details');
      }
    } finally {
      setSending(false);
    }
  };

  if (step === 'closed') {
    return (
      <button
        type="button"
        onClick={() => {
          track('APPOINTMENT_BOOKING_LOAD');
          setStep('service');
        }}
        className="mt-4 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {t('book')}
      </button>
    );
  }

  const dateTime = slot
    ? t('dateTime', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${slot.localDate}T12:00:00Z`),
        ),
        time: slot.localTime,
      })
    : '';
  const number = STEPS.indexOf(step) + 1;

  return (
    <section
      aria-labelledby="booking-step-heading"
      className="mt-6 rounded border border-line p-4"
      data-booking-step={step}
    >
      <p className="text-sm">{t('step', { current: number, total: STEPS.length })}</p>
      <h2 id="booking-step-heading" ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold">
        {t(`steps.${step}`)}
      </h2>
      {problem && (
        <p role="alert" className="mb-4 font-semibold text-red-700">
          {problem}
        </p>
      )}

      {step === 'service' && (
        <>
          <fieldset className="mb-4">
            <legend className="mb-2 font-semibold">{t('serviceHeading')}</legend>
            {optician.services
              .filter((candidate): candidate is Service => candidate in SERVICE_MINUTES)
              .map((candidate) => (
                <label key={candidate} className="mb-1 flex items-center gap-2">
                  <input
                    type="radio"
                    name="booking-service"
                    value={candidate}
                    checked={service === candidate}
                    onChange={() => chooseService(candidate)}
                  />
                  {t(`services.${candidate}`)}{' '}
                  <span className="text-sm text-ink/75">
                    ({t('minutes', { minutes: SERVICE_MINUTES[candidate] })})
                  </span>
                </label>
              ))}
          </fieldset>
          {slots === 'loading' && <p role="status">{t('loadingSlots')}</p>}
          {slots && slots !== 'loading' && (
            <SlotPicker
              key={service}
              slots={slots.slots}
              timeZone={slots.timeZone}
              chosen={slot}
              onChoose={setSlot}
            />
          )}
          <button
            type="button"
            onClick={toDetails}
            className="mt-4 rounded bg-brand px-4 py-2 font-semibold text-white"
          >
            {t('next')}
          </button>
        </>
      )}

      {step === 'details' && (
        <>
          <DetailsForm customer={customer} errors={errors} onChange={setCustomer} />
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={() => setStep('service')}
              className="rounded border-2 border-brand px-4 py-2 font-semibold"
            >
              {t('back')}
            </button>
            <button
              type="button"
              onClick={toSummary}
              className="rounded bg-brand px-4 py-2 font-semibold text-white"
            >
              {t('next')}
            </button>
          </div>
        </>
      )}

      {step === 'summary' && service && slot && (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('labels.service')}</dt>
            <dd>{t(`services.${service}`)}</dd>
            <dt className="font-semibold">{t('labels.when')}</dt>
            <dd>{dateTime}</dd>
            <dt className="font-semibold">{t('labels.where')}</dt>
            <dd>
              {optician.name}, {optician.address}
            </dd>
            <dt className="font-semibold">{t('labels.name')}</dt>
            <dd>
              {t(`salutations.${customer.salutation}`)} {customer.firstName} {customer.lastName}
            </dd>
            <dt className="font-semibold">{t('labels.email')}</dt>
            <dd>{customer.email}</dd>
            {customer.phone && (
              <>
                <dt className="font-semibold">{t('labels.phone')}</dt>
                <dd>{customer.phone}</dd>
              </>
            )}
            {customer.note && (
              <>
                <dt className="font-semibold">{t('labels.note')}</dt>
                <dd>{customer.note}</dd>
              </>
            )}
          </dl>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setStep('details')}
              className="rounded border-2 border-brand px-4 py-2 font-semibold"
            >
              {t('back')}
            </button>
            <button
              type="button"
              onClick={() => void book()}
              disabled={sending}
              aria-busy={sending}
              className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {sending ? t('booking') : t('confirm')}
            </button>
          </div>
        </>
      )}

      {step === 'confirmation' && booked && (
        <p data-booking-reference={booked.reference}>
          {t('confirmationText', { email: booked.email, reference: booked.reference, dateTime })}
        </p>
      )}
    </section>
  );
}
