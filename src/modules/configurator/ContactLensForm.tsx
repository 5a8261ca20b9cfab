'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatNumber, formatPrice } from '@/platform/i18n/format';
import type { CurrencyCode, LocaleCode } from '@/platform/locale/locales';
import { timesQuantity } from '@/platform/money/amounts';
import {
  contactLensOrderErrors,
  MAX_BOXES_PER_EYE,
  offeredValues,
  type ContactLensOrder,
  type ContactLensRange,
  type EyeLenses,
} from './contact-lens-order';
import { trackContactLensOption } from './configurator-tracking';
import { signedDioptres } from './decimal-input';
import { SubmitArea, useFormSubmission, type FieldMessage } from './form-submission';
import { ValueSelect } from './ValueSelect';
import { EYES, type Eye } from './prescription';

type EyeForm = Record<keyof EyeLenses, string> & { ordered: boolean };

const emptyEye = (range: ContactLensRange): EyeForm => ({
  ordered: true,
  boxes: '1',
  sphere: '',
  baseCurve: range.baseCurves.length === 1 ? String(range.baseCurves[0]) : '',
  cylinder: '',
  axis: '',
  addition: '',
});

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

function orderOf(forms: Record<Eye, EyeForm>): ContactLensOrder {
  const order: ContactLensOrder = {};
  for (const eye of EYES) {
    const form = forms[eye];
    if (!form.ordered) continue;
    order[eye] = {
      boxes: Number(form.boxes),
      sphere: form.sphere === '' ? Number.NaN : Number(form.sphere),
      baseCurve: form.baseCurve === '' ? Number.NaN : Number(form.baseCurve),
      cylinder: numberOrUndefined(form.cylinder),
      axis: numberOrUndefined(form.axis),
      addition: numberOrUndefined(form.addition),
    };
  }
  return order;
}

/**
 * Contact lenses per eye: the parameters this lens is made in (sphere, base curve, and cylinder and axis
 * for toric, addition for multifocal lenses) and the number of boxes, one eye or both.
 */
export function ContactLensForm({
  range,
  packagePrice,
  currency,
  submitLabel,
  onSubmit,
}: {
  range: ContactLensRange;
  packagePrice: number;
  currency: CurrencyCode;
  submitLabel: string;
  onSubmit: (order: ContactLensOrder) => Promise<FieldMessage[] | undefined>;
}) {
  const t = useTranslations('configurator');
  const locale = useLocale() as LocaleCode;
  const [forms, setForms] = useState<Record<Eye, EyeForm>>({ right: emptyEye(range), left: emptyEye(range) });
  const submission = useFormSubmission();
  const values = offeredValues(range);
  const format = (value: number) => formatNumber(value, locale, { minimumFractionDigits: 2 });
  const signed = (value: number) => signedDioptres(value, format);

  const order = orderOf(forms);
  const errors = contactLensOrderErrors(order, range);
  const messages = submission.messages(() =>
    errors.map((error) => ({
      field: error.eye && error.field ? `${error.field}_${error.eye}` : 'eyes',
      message: t(`error.${error.code}`),
    })),
  );
  const errorOf = (field: string) => messages.find((message) => message.field === field)?.message;
  const boxes = EYES.reduce((sum, eye) => sum + (forms[eye].ordered ? Number(forms[eye].boxes) : 0), 0);

  const change = (eye: Eye, field: keyof EyeForm, value: string | boolean) => {
    submission.changed();
    if (field === 'ordered') trackContactLensOption(`order_${eye}`, value ? 'on' : 'off');
    else if (value !== '') trackContactLensOption(`${field}_${eye}`, String(value));
    setForms((current) => ({ ...current, [eye]: { ...current[eye], [field]: value } }));
  };

  const select = (
    eye: Eye,
    field: keyof EyeLenses,
    label: string,
    options: number[],
    show: (value: number) => string,
  ) => {
    return (
      <ValueSelect
        id={`cl-${field}-${eye}`}
        label={label}
        values={options}
        value={forms[eye][field]}
        format={show}
        placeholder={field === 'boxes' ? undefined : t('choose')}
        error={errorOf(`${field}_${eye}`)}
        onChange={(value) => change(eye, field, value)}
      />
    );
  };

  const submit = () => submission.submit(errors.length === 0 ? order : undefined, onSubmit);

  return (
    <form
      noValidate
      aria-label={t('contactLensHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {EYES.map((eye) => (
        <fieldset key={eye} className="mb-4 rounded border border-line p-3">
          <legend className="px-1 font-semibold">{t(`eye.${eye}`)}</legend>
          <label className="mb-2 flex items-center gap-2">
            <input
              type="checkbox"
              checked={forms[eye].ordered}
              onChange={(event) => change(eye, 'ordered', event.target.checked)}
            />
            {t('orderForEye', { eye: t(`eye.${eye}`) })}
          </label>
          {forms[eye].ordered && (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {select(eye, 'sphere', t('sphere'), values.spheres, signed)}
              {select(eye, 'baseCurve', t('baseCurve'), values.baseCurves, format)}
              {values.cylinders.length > 0 &&
                select(eye, 'cylinder', t('cylinder'), values.cylinders, signed)}
              {values.axes.length > 0 && select(eye, 'axis', t('axis'), values.axes, (value) => `${value}°`)}
              {values.additions.length > 0 &&
                select(eye, 'addition', t('addition'), values.additions, signed)}
              {select(
                eye,
                'boxes',
                t('boxes'),
                Array.from({ length: MAX_BOXES_PER_EYE }, (_, index) => index + 1),
                String,
              )}
            </div>
          )}
        </fieldset>
      ))}
      <p className="mb-3 text-lg font-bold" data-configured-price>
        {t('contactLensTotal', {
          count: boxes,
          price: formatPrice(timesQuantity(packagePrice, boxes), currency, locale),
        })}
      </p>
      <SubmitArea
        summaryRef={submission.summaryRef}
        summary={
          errorOf('eyes') ?? (messages.length > 0 ? t('errorSummary', { count: messages.length }) : '')
        }
        busy={submission.busy}
        label={submitLabel}
        busyLabel={t('adding')}
      />
    </form>
  );
}
