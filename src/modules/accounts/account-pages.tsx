import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Customer } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { currentCustomer } from './shopper';
import { loadMessages } from '@/platform/i18n/messages';
import { countryOf } from '@/platform/locale/locales';
import { AccountOverview } from './AccountOverview';
import { customerView } from './account-view';
import { LoginForm } from './LoginForm';
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordForms';
import { RegistrationForm } from './RegistrationForm';
import { safeNext } from './safe-next';
import { VerifyEmailButton } from './VerifyEmailButton';

type Query = Record<string, string | string[] | undefined>;

interface Props {
  params: Promise<ShopRouteParams>;
  searchParams: Promise<Query>;
}

interface PageArgs {
  context: RequestContext;
  query: Query;
  customer?: Customer;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * One account page: its title from `account.<titleKey>`, the account texts for its forms, never indexed.
 * `render` may redirect (the account wants a login; the login page is not for the logged in).
 */
function accountPage(
  titleKey: string,
  render: (args: PageArgs) => Promise<ReactNode> | ReactNode,
  messageSections: string[] = ['account'],
) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const context = await shopContext(await params);
      const t = await getTranslations({ locale: context.locale, namespace: 'account' });
      return { title: t(titleKey), robots: { index: false, follow: false } };
    },
    async Page({ params, searchParams }: Props) {
      const context = await shopContext(await params);
      setRequestLocale(context.locale);
      const [t, messages, query, customer] = await Promise.all([
        getTranslations({ locale: context.locale, namespace: 'account' }),
        loadMessages(context.locale, messageSections),
        searchParams,
        currentCustomer(),
      ]);
      const content = await render({ context, query, customer });
      return (
        <div className="mx-auto max-w-5xl px-4 py-8">
          <h1 className="mb-6 text-3xl font-bold">{t(titleKey)}</h1>
          <NextIntlClientProvider locale={context.locale} messages={messages}>
            {content}
          </NextIntlClientProvider>
        </div>
      );
    },
  };
}

async function loginContent({ context, query, customer }: PageArgs) {
  const next = safeNext(query.next);
  if (customer) redirect(next);
  const t = await getTranslations({ locale: context.locale, namespace: 'account' });
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="login-heading">
        <h2 id="login-heading" className="mb-3 text-xl font-bold">
          {t('login.heading')}
        </h2>
        <LoginForm next={next} pageClassification="OTHER" />
      </section>
      <section aria-labelledby="new-customer-heading">
        <h2 id="new-customer-heading" className="mb-3 text-xl font-bold">
          {t('login.newCustomer')}
        </h2>
        <p className="mb-3">{t('login.benefits')}</p>
        <a
          href="/register"
          className="inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand"
        >
          {t('login.toRegister')}
        </a>
      </section>
    </div>
  );
}

export const loginPageRoute = accountPage('login.title', loginContent);

export const registerPageRoute = accountPage('register.heading', async ({ context, customer }) => {
  if (customer) redirect('/account');
  const t = await getTranslations({ locale: context.locale, namespace: 'account' });
  return (
    <div className="max-w-xl">
      <RegistrationForm pageClassification="OTHER" />
      <p className="mt-4">
        {t('register.haveAccount')}{' '}
        <a href="/login" className="font-semibold text-brand underline">
          {t('register.toLogin')}
        </a>
      </p>
    </div>
  );
});

export const forgotPasswordPageRoute = accountPage('forgot.heading', async ({ context }) => {
  const t = await getTranslations({ locale: context.locale, namespace: 'account' });
  return (
    <div className="max-w-xl">
      <p className="mb-4">{t('forgot.intro')}</p>
      <ForgotPasswordForm />
    </div>
  );
});

async function linkMissing(context: RequestContext) {
  const t = await getTranslations({ locale: context.locale, namespace: 'account' });
  return (
    <p role="alert" className="max-w-xl rounded border border-red-700 p-3">
      {t('error.invalidToken')}
    </p>
  );
}

export const resetPasswordPageRoute = accountPage('reset.heading', async ({ context, query }) => {
  const token = single(query.token);
  if (!token) return linkMissing(context);
  return (
    <div className="max-w-xl">
      <ResetPasswordForm token={token} />
    </div>
  );
});

export const verifyEmailPageRoute = accountPage('verify.heading', async ({ context, query }) => {
  const token = single(query.token);
  if (!token) return linkMissing(context);
  const t = await getTranslations({ locale: context.locale, namespace: 'account' });
  return (
    <div className="max-w-xl">
      <p className="mb-4">{t('verify.intro')}</p>
      <VerifyEmailButton token={token} />
    </div>
  );
});

/** A part of the account page another capability adds (the orders). */
export type AccountSection = (customer: Customer, context: RequestContext) => Promise<ReactNode>;

/**
 * `/account`, made with the sections of other capabilities (and their message sections for the browser);
 * without a login it asks for one.
 */
export function createAccountPageRoute(sections: AccountSection[], messageSections: string[]) {
  return accountPage(
    'overview.heading',
    async ({ context, customer }) => {
      if (!customer) redirect('/login?next=/account');
      const parts = await Promise.all(sections.map((section) => section(customer, context)));
      return (
        <AccountOverview
          initial={customerView(customer)}
          country={countryOf(context.locale)}
          orders={parts}
        />
      );
    },
    ['account', ...messageSections],
  );
}
