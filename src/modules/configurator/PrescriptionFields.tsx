'use client';

import { useTranslations } from 'next-intl';
import { InfoTooltip } from '@/ui/InfoTooltip';
import { CorrectionSelect, type CorrectionField } from './CorrectionSelect';
import { signedDioptres, valuesInRange } from './decimal-input';
import type { LensType } from './lens-options';
import { EYES, RANGES, type PrescriptionForm } from './prescription';

/**
 * The correction values a lens type needs: per eye sphere, cylinder, axis (with a cylinder) and addition
 * (varifocals), or the readers dioptre; and the pupillary distance, single or per eye.
 */
export function PrescriptionFields({
  lensType,
  form,
  errorOf,
  format,
  onOpen,
  onChange,
  onPdToggle,
}: {
  lensType: LensType;
  form: PrescriptionForm;
  errorOf: (field: string) => string | undefined;
  format: (value: number, digits: number) => string;
  onOpen: (field: CorrectionField, current: number) => void;
  onChange: (field: CorrectionField, value: string) => void;
  onPdToggle: (perEye: boolean) => void;
}) {
  const t = useTranslations('configurator');
  const dioptres = (value: number) => signedDioptres(value, (amount) => format(amount, 2));
  const common = { placeholder: t('choose'), onOpen, onChange };
  const perEye = form.pdMode === 'perEye';
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 text-lg font-semibold">{t('prescriptionLegend')}</legend>
      <p className="mb-3 text-sm text-ink/75">{t('prescriptionHint')}</p>
      {errorOf('prescription') && (
        <p className="mb-3 text-sm font-semibold text-red-700" id="lens-prescription-error">
          {errorOf('prescription')}
        </p>
      )}
      {lensType === 'reading' ? (
        <div className="mb-3 max-w-xs">
          <CorrectionSelect
            {...common}
            field="readers_dioptrin"
            label={t('readersDioptre')}
            values={valuesInRange(RANGES.readersDioptre)}
            value={form.readers_dioptrin ?? ''}
            format={dioptres}
            error={errorOf('readers_dioptrin')}
          />
        </div>
      ) : (
        EYES.map((eye) => {
          const cylinder = form[`cylinder_${eye}`] ?? '';
          return (
            <div key={eye} className="mb-3">
              <h4 className="mb-1 font-medium">{t(`eye.${eye}`)}</h4>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <CorrectionSelect
                  {...common}
                  field={`sphere_${eye}`}
                  label={t('sphere')}
                  values={valuesInRange(RANGES.sphere)}
                  value={form[`sphere_${eye}`] ?? ''}
                  format={dioptres}
                  error={errorOf(`sphere_${eye}`)}
                />
                <CorrectionSelect
                  {...common}
                  placeholder={t('noCylinder')}
                  field={`cylinder_${eye}`}
                  label={t('cylinder')}
                  values={valuesInRange(RANGES.cylinder).filter((value) => value !== 0)}
                  value={cylinder}
                  format={dioptres}
                  error={errorOf(`cylinder_${eye}`)}
                />
                {cylinder !== '' && (
                  <CorrectionSelect
                    {...common}
                    field={`axis_${eye}`}
                    label={t('axis')}
                    values={valuesInRange(RANGES.axis)}
                    value={form[`axis_${eye}`] ?? ''}
                    format={(value) => `${value}°`}
                    error={errorOf(`axis_${eye}`)}
                  />
                )}
                {lensType === 'varifocal' && (
                  <CorrectionSelect
                    {...common}
                    field={`addition_${eye}`}
                    label={t('addition')}
                    values={valuesInRange(RANGES.addition)}
                    value={form[`addition_${eye}`] ?? ''}
                    format={dioptres}
                    error={errorOf(`addition_${eye}`)}
                  />
                )}
              </div>
            </div>
          );
        })
      )}
      <div className="mb-2 flow-root">
        <label className="float-left mr-3 flex min-h-6 items-center gap-2">
          <input type="checkbox" checked={perEye} onChange={(event) => onPdToggle(event.target.checked)} />
          {t('pdPerEye')}
        </label>
        <InfoTooltip label={t('info.pd.label')} category="pupillarydistance">
          {t('info.pd.text')}
        </InfoTooltip>
      </div>
      <div className="grid max-w-md grid-cols-2 gap-2">
        {perEye ? (
          EYES.map((eye) => (
            <CorrectionSelect
              {...common}
              key={eye}
              field={`pupillarydistance_${eye}`}
              label={t(`pd.${eye}`)}
              values={valuesInRange(RANGES.pdPerEye)}
              value={form[`pupillarydistance_${eye}`] ?? ''}
              format={(value) => `${format(value, 1)} mm`}
              error={errorOf(`pupillarydistance_${eye}`)}
            />
          ))
        ) : (
          <CorrectionSelect
            {...common}
            field="pupillarydistance"
            label={t('pd.single')}
            values={valuesInRange(RANGES.pd)}
            value={form.pupillarydistance ?? ''}
            format={(value) => `${format(value, 1)} mm`}
            error={errorOf('pupillarydistance')}
          />
        )}
      </div>
    </fieldset>
  );
}
