import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '@/platform/locale/locales';
import type { Badge } from './constants';

/** A product's badges (new, sale, bestseller); nothing when it has none. */
export async function BadgeList({
  badges,
  locale,
  className,
}: {
  badges: readonly Badge[];
  locale: LocaleCode;
  className: string;
}) {
  if (badges.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <ul className={`flex gap-1 ${className}`} aria-label={t('list.badges')}>
      {badges.map((badge) => (
        <li key={badge} className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
          {t(`badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
