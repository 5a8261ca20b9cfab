'use client';

import { InfoTooltip } from '@/ui/InfoTooltip';

export interface OptionCard<V extends string> {
  value: V;
  label: string;
  hint?: string;
  /** "+ 30,00 €" or "inklusive" */
  price?: string;
  disabled?: boolean;
}

/**
 * A group of options shown as cards with their hint and price: radios (one choice) or checkboxes (any
 * number), with the group's error under it.
 */
export function OptionCards<V extends string>({
  legend,
  name,
  options,
  selected,
  multiple = false,
  onToggle,
  error,
  note,
  info,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<OptionCard<V>>;
  selected: readonly string[];
  multiple?: boolean;
  onToggle: (value: V) => void;
  error?: string;
  note?: string;
  /** An explanation behind an "i" button beside the legend; `category` is the tooltip's analytics category. */
  info?: { label: string; text: string; category: string };
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-5" aria-describedby={error ? errorId : undefined}>
      <legend className="float-left mr-2 mb-2 text-lg font-semibold">{legend}</legend>
      {info && (
        <InfoTooltip label={info.label} category={info.category} className="mb-2">
          {info.text}
        </InfoTooltip>
      )}
      {note && <p className="clear-both mb-2 text-sm text-ink/75">{note}</p>}
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-2 rounded border-2 p-3 ${checked ? 'border-brand bg-brand/5' : 'border-line'} ${option.disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onToggle(option.value)}
                className="mt-1"
              />
              <span className="flex-1">
                <span className="flex justify-between gap-2 font-medium">
                  <span>{option.label}</span>
                  {option.price && <span className="whitespace-nowrap">{option.price}</span>}
                </span>
                {option.hint && <span className="block text-sm text-ink/75">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
