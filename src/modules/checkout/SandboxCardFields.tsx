'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/ui/TextField';
import type { TypedCard } from './payment/card-number';

/** The card fields of the sandbox provider's card page, with each field's problem under it. */
export function SandboxCardFields({
  card,
  onChange,
  problems,
}: {
  card: TypedCard;
  onChange: (card: TypedCard) => void;
  problems: Partial<Record<keyof TypedCard, string>>;
}) {
  const t = useTranslations('checkout');
  const field = (name: keyof TypedCard, autoComplete: string, extra: Record<string, string> = {}) => (
    <TextField
      id={`sandbox-card-${name}`}
      label={t(`cardFields.${name}`)}
      value={card[name]}
      onChange={(value) => onChange({ ...card, [name]: value })}
      error={problems[name] && t(`field.${problems[name]}`)}
      autoComplete={autoComplete}
      required
      {...extra}
    />
  );
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      <div className="sm:col-span-2">{field('holder', 'cc-name', { maxLength: '80' })}</div>
      <div className="sm:col-span-2">{field('number', 'cc-number', { inputMode: 'numeric' })}</div>
      {field('expiry', 'cc-exp', { placeholder: t('cardFields.expiryPlaceholder') })}
      {field('cvc', 'cc-csc', { inputMode: 'numeric' })}
    </div>
  );
}
