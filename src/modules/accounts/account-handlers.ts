import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { Customer } from '@/payload/payload-types';
import { requestCustomer } from './shopper';
import { requestVisitorKey } from '@/platform/context/visitor';
import { clientAddressOf } from '@/platform/http/client-address';
import { dataEndpoint, type DataCall } from '@/platform/http/data-endpoint';
import { jsonBodyOf } from '@/platform/http/json-body';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import {
  addressSchema,
  detailsSchema,
  fieldProblems,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  verificationSchema,
} from './account-input';
import {
  ProfileLimitError,
  addAddress,
  removeAddress,
  removePrescription,
  savePrescription,
  updateDetails,
} from './account-profile';
import { LOCK_TIME_MS } from './account-constants';
import { accountRequestWait, type LimitedAccountAction } from './account-limits';
import { customerView } from './account-view';
import { savablePrescription } from './saved-prescription';
import {
  AccountError,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  type AfterLogin,
  type LoggedIn,
} from './account-service';
import { clearLoginCookie, setLoginCookie } from './login-cookie';

const REFUSAL_STATUS = { invalidCredentials: 401, locked: 429, unverified: 403, invalidToken: 400 } as const;

interface Call extends DataCall {
  afterLogin: AfterLogin;
}

const parsed = <Schema extends z.ZodType>(call: Call, schema: Schema) =>
  call.body(schema, {
    message: call.t('error.check'),
    fieldsOf: (error) =>
      Object.fromEntries(
        Object.entries(fieldProblems(error)).map(([field, key]) => [field, call.t(`field.${key}`)]),
      ),
  });

/** The 429 answer when the client (or the e-mail address) is over the action's limit. */
async function overLimit(call: Call, action: LimitedAccountAction, email?: string) {
  const seconds = await accountRequestWait(action, clientAddressOf(call.request), email);
  return seconds > 0 ? tooManyRequests(seconds, call.context.locale) : undefined;
}

const where = (call: Call) => ({
  locale: call.context.locale,
  now: call.now,
});

function loggedIn(call: Call, { token, customer, joined }: LoggedIn) {
  const response = call.answer({ authenticated: true, customer: customerView(customer), joined });
  setLoginCookie(response, token, call.request);
  return response;
}

type Action = (call: Call) => Promise<NextResponse>;

/** The table's own entry: a name such as `constructor` or `__proto__` is no action. */
const entry = <Value>(table: Record<string, Value>, name: string): Value | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;
type CustomerAction = (call: Call, customer: Customer, id?: string) => Promise<NextResponse>;

const publicActions: Record<string, Action> = {
  async register(call) {
    const { data, refusal } = await parsed(call, registrationSchema);
    if (refusal) return refusal;
    const limited = await overLimit(call, 'register', data.email);
    if (limited) return limited;
    await register(data, where(call));
    return call.answer({ message: call.t('register.checkMail', { email: data.email }) }, 202);
  },
  async login(call) {
    const { data, refusal } = await parsed(call, loginSchema);
    if (refusal) return refusal;
    const limited = await overLimit(call, 'login', data.email);
    if (limited) return limited;
    return loggedIn(call, await login(data, requestVisitorKey(call.request), where(call), call.afterLogin));
  },
  async verify(call) {
    const { data, refusal } = await parsed(call, verificationSchema);
    if (refusal) return refusal;
    const limited = await overLimit(call, 'verify');
    if (limited) return limited;
    if (!(await verifyEmail(data.token))) throw new AccountError('invalidToken');
    return call.answer({ verified: true });
  },
  async 'forgot-password'(call) {
    const { data, refusal } = await parsed(call, forgotPasswordSchema);
    if (refusal) return refusal;
    const limited = await overLimit(call, 'forgot-password', data.email);
    if (limited) return limited;
    await requestPasswordReset(data.email, where(call));
    return call.answer({ message: call.t('forgot.sent', { email: data.email }) }, 202);
  },
  async 'reset-password'(call) {
    const { data, refusal } = await parsed(call, resetPasswordSchema);
    if (refusal) return refusal;
    const limited = await overLimit(call, 'reset-password');
    if (limited) return limited;
    return loggedIn(
      call,
      await resetPassword(data.token, data.password, requestVisitorKey(call.request), call.afterLogin),
    );
  },
};

const customerActions: Record<string, CustomerAction> = {
  async logout(call, customer) {
    await logout(customer);
    const response = call.answer({ authenticated: false });
    clearLoginCookie(response, call.request);
    return response;
  },
  async details(call, customer) {
    const { data, refusal } = await parsed(call, detailsSchema);
    if (refusal) return refusal;
    return call.answer({ customer: customerView(await updateDetails(customer, data)) });
  },
  async addresses(call, customer) {
    const { data, refusal } = await parsed(call, addressSchema);
    if (refusal) return refusal;
    return call.answer({ customer: customerView(await addAddress(customer, data)) }, 201);
  },
  async prescriptions(call, customer) {
    const body = (await jsonBodyOf(call.request)) as { name?: unknown; prescription?: unknown } | undefined;
    const name = typeof body?.name === 'string' ? body.name.trim().slice(0, 60) : '';
    const saved = savablePrescription(body?.prescription);
    if (!name || !saved) return call.answer({ message: call.t('error.prescription') }, 400);
    return call.answer(
      { customer: customerView(await savePrescription(customer, name, saved, call.now)) },
      201,
    );
  },
};

const reads: Record<string, CustomerAction> = {
  async prescriptions(call, customer) {
    return call.answer({ prescriptions: customerView(customer).prescriptions });
  },
};

const removals: Record<string, CustomerAction> = {
  async addresses(call, customer, id) {
    return call.answer({ customer: customerView(await removeAddress(customer, id ?? '')) });
  },
  async prescriptions(call, customer, id) {
    return call.answer({ customer: customerView(await removePrescription(customer, id ?? '')) });
  },
};

function refusalOf(error: unknown, call: DataCall): NextResponse | undefined {
  if (error instanceof AccountError) {
    const response = call.refuse(REFUSAL_STATUS[error.reason], `error.${error.reason}`);
    // a lock ends at the latest after its lock time
    if (error.reason === 'locked') response.headers.set('retry-after', String(LOCK_TIME_MS / 1000));
    return response;
  }
  if (error instanceof ProfileLimitError) return call.refuse(409, `error.${error.list}Full`);
  return undefined;
}

interface ActionParams {
  params: Promise<{ action: string[] }>;
}

const accountEndpoint = (
  afterLogin: AfterLogin,
  pick: (action: string, id?: string) => { open?: Action; own?: CustomerAction },
) =>
  dataEndpoint<ActionParams>(
    { section: 'account', unavailable: 'error.unavailable', failure: 'account request failed', refusalOf },
    async (dataCall, { params }) => {
      const call: Call = { ...dataCall, afterLogin };
      const [action = '', id, ...rest] = (await params).action;
      const { open, own } = rest.length === 0 ? pick(action, id) : {};
      if (!open && !own) return call.refuse(404, 'error.notFound');
      if (open) return await open(call);
      const customer = await requestCustomer(call.request);
      if (!customer) return call.refuse(401, 'error.loginRequired');
      return await own!(call, customer, id);
    },
  );

/**
 * `POST /data/account/{register|login|logout|forgot-password|reset-password|details|addresses|prescriptions}`,
 * `GET /data/account/prescriptions`, `DELETE /data/account/{addresses|prescriptions}/{id}`: JSON in, JSON `{message, fields?}` refusals in the
 * shopper's language. Registration and reset requests answer the same whether the address has an account.
 * A login runs the `afterLogin` listeners (the basket's and the wishlist's join), which the route composes.
 */
export const createAccountHandlers = (afterLogin: AfterLogin) => ({
  post: accountEndpoint(afterLogin, (action, id) =>
    id === undefined ? { open: entry(publicActions, action), own: entry(customerActions, action) } : {},
  ),
  get: accountEndpoint(afterLogin, (action, id) => (id === undefined ? { own: entry(reads, action) } : {})),
  delete: accountEndpoint(afterLogin, (action, id) => (id ? { own: entry(removals, action) } : {})),
});
