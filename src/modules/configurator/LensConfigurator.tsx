'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatNumber, formatPrice } from '@/platform/i18n/format';
import type { CurrencyCode, LocaleCode } from '@/platform/locale/locales';
import { trackCorrectionOpen, trackOptionSelect, trackPdToggle } from './configurator-tracking';
import type { CorrectionField } from './CorrectionSelect';
import { fieldErrorMessage } from './error-messages';
import { SubmitArea, useFormSubmission, type FieldMessage } from './form-submission';
import type { LensChoice } from './lens-choice';
import { configureLenses, type FrameKind, type LensConfiguration } from './lens-configuration';
import { minimumIndexSoFar } from './lens-index';
import {
  BASE_PRICES,
  COATING_PRICES,
  COATINGS,
  FIELD_OF_VIEW_PRICES,
  FIELDS_OF_VIEW,
  INDEX_PRICES,
  LENS_TYPES,
  PORTFOLIOS,
  REFRACTION_INDICES,
  TINT_COLOURS,
  TINT_TYPE_PRICES,
  TINT_TYPES,
  type LensType,
  type OptionPrice,
  type RefractionIndex,
} from './lens-options';
import { configuredPrice, lensPrice } from './lens-pricing';
import { OptionCards } from './OptionCards';
import { PrescriptionFields } from './PrescriptionFields';
import { SavedPrescriptions } from './SavedPrescriptions';
import type { PrescriptionForm } from './prescription';
import { takePupilDistanceOffers } from './pupil-distance-offer';

const INDEX_KEYS: Record<RefractionIndex, string> = {
  '1.5': 'i150',
  '1.6': 'i160',
  '1.67': 'i167',
  '1.74': 'i174',
};

function initialChoice(frameKind: FrameKind): LensChoice {
  const tinted = frameKind === 'sunglasses';
  return {
    portfolio: 'comfort',
    lensType: 'single_vision',
    index: '1.5',
    coatings: [],
    tintColour: tinted ? 'grey' : 'none',
    tintType: tinted ? 'solid' : 'none',
    prescription: { pdMode: 'single' },
  };
}

/**
 * The lens configurator of a frame: lens type, prescription, lens quality, index (raised to what the
 * prescription needs), field of view for varifocals, coatings and tint, each with its price and the live
 * total. Every choice is tracked (spec §3). `onSubmit` adds the checked configuration to the cart and may
 * answer with the server's own field messages.
 */
export function LensConfigurator({
  frameKind,
  framePrice,
  currency,
  submitLabel,
  onSubmit,
}: {
  frameKind: FrameKind;
  framePrice: number;
  currency: CurrencyCode;
  submitLabel: string;
  onSubmit: (choice: LensChoice, configuration: LensConfiguration) => Promise<FieldMessage[] | undefined>;
}) {
  const t = useTranslations('configurator');
  const locale = useLocale() as LocaleCode;
  const [choice, setChoice] = useState<LensChoice>(() => initialChoice(frameKind));
  const submission = useFormSubmission();

  const lensType = choice.lensType as LensType;
  const form = (choice.prescription ?? {}) as PrescriptionForm;
  const minimum = minimumIndexSoFar(form, lensType);
  const allowedIndices = REFRACTION_INDICES.slice(REFRACTION_INDICES.indexOf(minimum));
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const plus = (price: OptionPrice) =>
    price[currency] > 0 ? t('plusPrice', { price: money(price[currency]) }) : t('included');
  const indexText = (index: RefractionIndex) => format(Number(index), index.split('.')[1]!.length);
  const format = (value: number, digits: number) =>
    formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  const messages = submission.messages(() =>
    configureLenses(choice, frameKind).errors.map((error) => ({
      field: error.field,
      message: fieldErrorMessage(t, error, indexText(minimum)),
    })),
  );
  const errorOf = (field: string) => messages.find((message) => message.field === field)?.message;

  const update = (change: Partial<LensChoice>) => {
    submission.changed();
    setChoice((current) => {
      const next = { ...current, ...change };
      const nextType = next.lensType as LensType;
      const nextMinimum = minimumIndexSoFar(next.prescription ?? {}, nextType);
      // Strong prescriptions need a thinner lens: the index goes up with them, never down by itself.
      if (
        REFRACTION_INDICES.indexOf(next.index as RefractionIndex) < REFRACTION_INDICES.indexOf(nextMinimum)
      ) {
        next.index = nextMinimum;
      }
      if (nextType === 'varifocal') next.fieldOfView ??= 'standard';
      else delete next.fieldOfView;
      return next;
    });
  };
  // A PD offered by the try-on's estimate fills the single PD field.
  useEffect(
    () =>
      takePupilDistanceOffers((millimetres) => {
        submission.changed();
        setChoice((current) => ({
          ...current,
          prescription: {
            ...current.prescription,
            pdMode: 'single',
            pupillarydistance: String(millimetres),
            pupillarydistance_right: undefined,
            pupillarydistance_left: undefined,
          },
        }));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one taker while the configurator is open
    [],
  );
  const updatePrescription = (field: CorrectionField | 'pdMode', value: string) =>
    update({ prescription: { ...form, [field]: value === '' ? undefined : value } });

  const lensTypes = LENS_TYPES.filter(
    (type) => frameKind === 'glasses' || type === 'single_vision' || type === 'varifocal',
  );
  // The form only offers known options, so its choices can be priced as they stand.
  const priced = {
    portfolio: choice.portfolio as LensConfiguration['portfolio'],
    lensType,
    index: choice.index as RefractionIndex,
    fieldOfView: choice.fieldOfView as LensConfiguration['fieldOfView'],
    coatings: choice.coatings as LensConfiguration['coatings'],
    tintType: choice.tintType as LensConfiguration['tintType'],
  };
  const price = lensPrice(priced, currency);

  const submit = () =>
    submission.submit(configureLenses(choice, frameKind).configuration, (configuration) =>
      onSubmit(choice, configuration),
    );

  return (
    <form
      noValidate
      aria-label={t('heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <OptionCards
        legend={t('lensTypeLegend')}
        name="lens_type"
        info={{ label: t('info.lensType.label'), text: t('info.lensType.text'), category: 'lens_type' }}
        options={lensTypes.map((type) => ({
          value: type,
          label: t(`lensType.${type}`),
          hint: t(`lensTypeHint.${type}`),
        }))}
        selected={[lensType]}
        onToggle={(value) => {
          update({ lensType: value });
          trackOptionSelect('lens_type', value);
        }}
        error={errorOf('lens_type')}
      />
      {lensType !== 'no_correction' && (
        <SavedPrescriptions
          lensType={lensType}
          form={form}
          onLoad={(savedType, savedForm) => {
            update({ lensType: savedType, prescription: savedForm });
            trackOptionSelect('lens_type', savedType);
          }}
        />
      )}
      {lensType !== 'no_correction' && (
        <PrescriptionFields
          lensType={lensType}
          form={form}
          errorOf={errorOf}
          format={format}
          onOpen={trackCorrectionOpen}
          onChange={(field, value) => {
            updatePrescription(field, value);
            if (value !== '') trackOptionSelect('correction_values', Number(value));
          }}
          onPdToggle={(perEye) => {
            update({
              prescription: {
                ...form,
                pdMode: perEye ? 'perEye' : 'single',
                pupillarydistance: undefined,
                pupillarydistance_right: undefined,
                pupillarydistance_left: undefined,
              },
            });
            trackPdToggle(perEye);
          }}
        />
      )}
      <OptionCards
        legend={t('portfolioLegend')}
        name="portfolio"
        options={PORTFOLIOS.map((portfolio) => ({
          value: portfolio,
          label: t(`portfolio.${portfolio}.name`),
          hint: t(`portfolio.${portfolio}.hint`),
          price: money(BASE_PRICES[lensType][portfolio][currency]),
        }))}
        selected={[choice.portfolio]}
        onToggle={(value) => {
          update({ portfolio: value });
          trackOptionSelect('portfolio', value);
        }}
        error={errorOf('portfolio')}
      />
      <OptionCards
        legend={t('indexLegend')}
        name="refraction_index"
        info={{ label: t('info.index.label'), text: t('info.index.text'), category: 'refraction_index' }}
        note={minimum === '1.5' ? undefined : t('indexRaised', { index: indexText(minimum) })}
        options={REFRACTION_INDICES.map((index) => ({
          value: index,
          label: t('indexLabel', { index: indexText(index) }),
          hint: t(`indexHint.${INDEX_KEYS[index]}`),
          price: plus(INDEX_PRICES[index]),
          disabled: !allowedIndices.includes(index),
        }))}
        selected={[choice.index]}
        onToggle={(value) => {
          update({ index: value });
          trackOptionSelect('refraction_index', Number(value));
        }}
        error={errorOf('refraction_index')}
      />
      {lensType === 'varifocal' && (
        <OptionCards
          legend={t('fieldOfViewLegend')}
          name="field_of_view"
          options={FIELDS_OF_VIEW.map((field) => ({
            value: field,
            label: t(`fieldOfView.${field}.name`),
            hint: t(`fieldOfView.${field}.hint`),
            price: plus(FIELD_OF_VIEW_PRICES[field]),
          }))}
          selected={[choice.fieldOfView ?? '']}
          onToggle={(value) => {
            update({ fieldOfView: value });
            trackOptionSelect('field_of_view', value);
          }}
          error={errorOf('field_of_view')}
        />
      )}
      <OptionCards
        legend={t('coatingLegend')}
        name="coating"
        multiple
        note={t('coatingIncluded')}
        options={COATINGS.map((coating) => ({
          value: coating,
          label: t(`coating.${coating}.name`),
          hint: t(`coating.${coating}.hint`),
          price: plus(COATING_PRICES[coating]),
        }))}
        selected={choice.coatings}
        onToggle={(value) => {
          const coatings = choice.coatings.includes(value)
            ? choice.coatings.filter((coating) => coating !== value)
            : [...choice.coatings, value];
          update({ coatings });
          trackOptionSelect('coating', value);
        }}
        error={errorOf('coating')}
      />
      <OptionCards
        legend={t('tintTypeLegend')}
        name="tint_type"
        options={TINT_TYPES.filter(
          (type) =>
            (type !== 'polarised' || frameKind === 'sunglasses') &&
            (type !== 'none' || frameKind === 'glasses'),
        ).map((type) => ({
          value: type,
          label: t(`tintType.${type}`),
          price: plus(TINT_TYPE_PRICES[type]),
        }))}
        selected={[choice.tintType]}
        onToggle={(value) => {
          update({
            tintType: value,
            tintColour: value === 'none' ? 'none' : choice.tintColour === 'none' ? 'grey' : choice.tintColour,
          });
          trackOptionSelect('tint_type', value);
        }}
        error={errorOf('tint_type')}
      />
      {choice.tintType !== 'none' && (
        <OptionCards
          legend={t('tintColourLegend')}
          name="tint_color"
          options={TINT_COLOURS.filter((colour) => colour !== 'none').map((colour) => ({
            value: colour,
            label: t(`tintColour.${colour}`),
          }))}
          selected={[choice.tintColour]}
          onToggle={(value) => {
            update({ tintColour: value });
            trackOptionSelect('tint_color', value);
          }}
          error={errorOf('tint_color')}
        />
      )}

      <section aria-labelledby="lens-price-heading" className="mb-4 rounded border border-line p-4">
        <h3 id="lens-price-heading" className="mb-2 font-semibold">
          {t('priceHeading')}
        </h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{t('framePrice')}</dt>
          <dd className="text-right">{money(framePrice)}</dd>
          {price.lines.map((line) => (
            <div key={`${line.section}-${line.optionId}`} className="contents">
              <dt>{t(`priceSection.${line.section}`)}</dt>
              <dd className="text-right">{money(line.amount)}</dd>
            </div>
          ))}
          <dt className="text-base font-bold">{t('total')}</dt>
          <dd className="text-right text-base font-bold" data-configured-price>
            {money(configuredPrice(framePrice, priced, currency))}
          </dd>
        </dl>
      </section>

      <SubmitArea
        summaryRef={submission.summaryRef}
        summary={messages.length > 0 ? t('errorSummary', { count: messages.length }) : ''}
        busy={submission.busy}
        label={submitLabel}
        busyLabel={t('adding')}
      />
    </form>
  );
}
