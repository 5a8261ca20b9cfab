'use client';

import type { PrescriptionField } from './prescription';

export type CorrectionField = Exclude<PrescriptionField, 'prescription'>;

/** Every value of a range, as the select offers it ("−1.25" shown, "-1.25" sent). */
export function rangeValues(range: { min: number; max: number; step: number }): number[] {
  const count = Math.round((range.max - range.min) / range.step);
  return Array.from(
    { length: count + 1 },
    (_, index) => Math.round((range.min + index * range.step) * 100) / 100,
  );
}

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
  const id = `lens-${field}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={() => onOpen(field, value === '' ? 0 : Number(value))}
        onChange={(event) => onChange(field, event.target.value)}
        className="w-full rounded-md border border-line px-2 py-2"
      >
        <option value="">{placeholder}</option>
        {values.map((candidate) => (
          <option key={candidate} value={String(candidate)}>
            {format(candidate)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
