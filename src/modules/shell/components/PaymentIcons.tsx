import type { Translate } from '@/platform/i18n/translator';

const METHODS = ['creditCard', 'paypal', 'invoice'] as const;

function Icon({ method }: { method: (typeof METHODS)[number] }) {
  switch (method) {
    case 'creditCard':
      return (
        <svg aria-hidden="true" width="36" height="24" viewBox="0 0 36 24">
          <rect width="36" height="24" rx="3" fill="#1f2a44" />
          <rect y="6" width="36" height="4" fill="#f4b400" />
          <rect x="4" y="15" width="12" height="3" rx="1" fill="#fff" />
        </svg>
      );
    case 'paypal':
      return (
        <svg aria-hidden="true" width="36" height="24" viewBox="0 0 36 24">
          <rect width="36" height="24" rx="3" fill="#fff" stroke="#c9ced6" />
          <path d="M13 19 L15 5 h6 a4 4 0 0 1 0 8 h-4 l-1 6z" fill="#003087" />
        </svg>
      );
    case 'invoice':
      return (
        <svg aria-hidden="true" width="36" height="24" viewBox="0 0 36 24">
          <rect width="36" height="24" rx="3" fill="#fff" stroke="#c9ced6" />
          <rect x="11" y="4" width="14" height="16" fill="none" stroke="#1f2a44" strokeWidth="1.5" />
          <path d="M14 9h8M14 12h8M14 15h5" stroke="#1f2a44" strokeWidth="1.5" />
        </svg>
      );
  }
}

export function PaymentIcons({ t }: { t: Translate }) {
  return (
    <ul className="flex flex-wrap items-center gap-3" aria-label={t('paymentMethods')}>
      {METHODS.map((method) => (
        <li key={method} className="flex items-center gap-1 text-sm">
          <Icon method={method} />
          <span>{t(`payment.${method}`)}</span>
        </li>
      ))}
    </ul>
  );
}
