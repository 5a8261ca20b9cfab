import type { CurrencyCode, LocaleCode } from '@/platform/locale/locales';

export type ProviderMethod = 'card' | 'paypal' | 'invoice';

/** A payment to take. Card details are never part of it: the shopper types them at the provider's page. */
export interface PaymentRequest {
  orderNumber: string;
  amount: number;
  currency: CurrencyCode;
  method: ProviderMethod;
  locale: LocaleCode;
}

export type DeclineReason = 'cardDeclined' | 'insufficientFunds' | 'authenticationFailed' | 'cancelled';

export type PaymentOutcome =
  | { status: 'authorised'; reference: string }
  | { status: 'declined'; reference: string; reason: DeclineReason }
  /** the shopper has to confirm at the provider (3-D Secure, a wallet): send them to `redirectUrl` */
  | { status: 'actionRequired'; reference: string; redirectUrl: string };

export interface RefundRequest {
  /** the payment's reference at the provider */
  paymentReference: string;
  amount: number;
  currency: CurrencyCode;
  orderNumber: string;
  /** one refund per key: a retried refund is not paid twice */
  idempotencyKey: string;
}

export type RefundOutcome =
  { status: 'refunded'; reference: string } | { status: 'refused'; message: string };

/**
 * What checkout needs of a payment service provider. The embedded default is the sandbox; a real
 * provider's adapter implements the same four calls.
 */
export interface PaymentProvider {
  readonly name: string;
  authorise(request: PaymentRequest): Promise<PaymentOutcome>;
  /** The shopper's answer at the provider's page (challenge code, approval) for a payment that needed it. */
  complete(reference: string, answer: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * What the provider knows of the order's payment, asked before anything is given back after a call
   * that failed or timed out: it may have charged all the same. Undefined: it has no payment of the order.
   */
  status(orderNumber: string): Promise<PaymentOutcome | undefined>;
  /** Pays (part of) an authorised payment back to the means it came from. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}
