import { requestLimit, secondsToWait } from '@/platform/shared-store/request-limit';

const TEN_MINUTES = 600;
const HOUR = 3600;

/**
 * Requests per client address and per e-mail address of the account actions anyone may call. Each costs
 * password hashing or sends mail; failed logins per address are counted apart (account-service.ts).
 */
const ACCOUNT_LIMITS = {
  login: {
    byClient: requestLimit({ keyPrefix: 'login-client', points: 60, duration: TEN_MINUTES }),
  },
  register: {
    byClient: requestLimit({ keyPrefix: 'registration-client', points: 20, duration: HOUR }),
    byEmail: requestLimit({ keyPrefix: 'registration-email', points: 3, duration: HOUR }),
  },
  'forgot-password': {
    byClient: requestLimit({ keyPrefix: 'reset-request-client', points: 10, duration: HOUR }),
    byEmail: requestLimit({ keyPrefix: 'reset-request-email', points: 3, duration: HOUR }),
  },
  'reset-password': {
    byClient: requestLimit({ keyPrefix: 'reset-client', points: 20, duration: HOUR }),
  },
  verify: {
    byClient: requestLimit({ keyPrefix: 'verify-client', points: 30, duration: HOUR }),
  },
};

export type LimitedAccountAction = keyof typeof ACCOUNT_LIMITS;

/** Counts an account request of a client (and e-mail address): the seconds to wait when over, else 0. */
export function accountRequestWait(
  action: LimitedAccountAction,
  clientAddress: string,
  email?: string,
): Promise<number> {
  const limits = ACCOUNT_LIMITS[action];
  return secondsToWait(
    [limits.byClient, clientAddress],
    ...('byEmail' in limits && email ? [[limits.byEmail, email.toLowerCase()] as const] : []),
  );
}
