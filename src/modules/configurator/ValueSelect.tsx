'use client';

/** A labelled select of numeric values with its error; `placeholder` adds an empty first choice. */
export function ValueSelect({
  id,
  label,
  values,
  value,
  format,
  placeholder,
  error,
  onFocus,
  onChange,
}: {
  id: string;
  label: string;
  values: number[];
  value: string;
  format: (value: number) => string;
  placeholder?: string;
  error?: string;
  onFocus?: () => void;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-line px-2 py-2"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
