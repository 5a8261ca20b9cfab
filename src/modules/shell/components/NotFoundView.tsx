import { getTranslations } from 'next-intl/server';

/** The shop's 404 content, inside the shell's <main>. */
export async function NotFoundView() {
  const t = await getTranslations('errors');
  const page = await getTranslations('pageError');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand">404</p>
      <h1 className="mb-4 text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mb-6">{t('notFoundText')}</p>
      <a href="/" className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
        {page('backHome')}
      </a>
    </div>
  );
}
