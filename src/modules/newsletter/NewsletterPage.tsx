import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { NEWSLETTER_LEGAL_LINKS } from './newsletter-links';
import { NewsletterForm } from './NewsletterForm';
import { ConfirmButton } from './ConfirmButton';
import type { LinkOutcome } from './newsletter-service';
import { UnsubscribeButton } from './UnsubscribeButton';

const BENEFITS = ['advice', 'vouchers', 'offers', 'trends'] as const;

/**
 * `/newsletter`: benefits, the form and what the newsletter is; `?confirm=` shows the confirm button of a
 * valid confirmation link (else why the link is refused, above the form), `?unsubscribe=` the unsubscribe
 * button.
 */
export async function NewsletterPage({
  context,
  confirmToken,
  linkProblem,
  unsubscribeToken,
}: {
  context: RequestContext;
  confirmToken?: string;
  linkProblem?: Exclude<LinkOutcome, 'done'>;
  unsubscribeToken?: string;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'newsletter' });
  let main: React.ReactNode;
  if (confirmToken) {
    main = <ConfirmButton token={confirmToken} />;
  } else if (unsubscribeToken) {
    main = (
      <section aria-labelledby="newsletter-unsubscribe">
        <h2 id="newsletter-unsubscribe" className="mb-3 text-2xl font-bold">
          {t('unsubscribe.heading')}
        </h2>
        <UnsubscribeButton token={unsubscribeToken} />
      </section>
    );
  } else {
    main = (
      <section aria-labelledby="newsletter-form-heading">
        {linkProblem && (
          <p role="alert" className="mb-4 font-semibold text-red-700">
            {t(`link.${linkProblem}`)}
          </p>
        )}
        <h2 id="newsletter-form-heading" className="mb-3 text-2xl font-bold">
          {t('formHeading')}
        </h2>
        <NewsletterForm source="page" legal={NEWSLETTER_LEGAL_LINKS} />
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t('heading')}</h1>
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="rounded border border-line p-4">
            <h2 className="mb-1 font-semibold">{t(`benefits.${benefit}.title`)}</h2>
            <p className="text-sm">{t(`benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="max-w-xl">{main}</div>
      <section id="newsletter-info" aria-labelledby="newsletter-info-heading" className="mt-10 max-w-3xl">
        <h2 id="newsletter-info-heading" className="mb-2 text-xl font-bold">
          {t('info.heading')}
        </h2>
        <p className="mb-2">{t('info.content')}</p>
        <p className="mb-2">{t('info.voucher')}</p>
        <p>{t('info.data')}</p>
      </section>
    </div>
  );
}
