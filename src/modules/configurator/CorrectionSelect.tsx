'use client';

import type { PrescriptionField } from './prescription';
import { ValueSelect } from './ValueSelect';

export type CorrectionField = Exclude<PrescriptionField, 'prescription'>;

/** One correction value: a labelled select of the values the lab makes, with its error. */
export function CorrectionSelect({
  field,
  label,
  values,
  value,
  format,
  placeholder,
  error,
  onOpen,
  onChange,
}: {
  field: CorrectionField;
  label: string;
  values: number[];
  value: string;
  format: (value: number) => string;
  placeholder: string;
  error?: string;
  onOpen: (field: CorrectionField, current: number) => void;
  onChange: (field: CorrectionField, value: string) => void;
}) {
  return (
    <ValueSelect
      id={`lens-${field}`}
      label={label}
      values={values}
      value={value}
      format={format}
      placeholder={placeholder}
      error={error}
      onFocus={() => onOpen(field, value === '' ? 0 : Number(value))}
      onChange={(next) => onChange(field, next)}
    />
  );
}
