import { requestLimit } from '@/platform/shared-store/request-limit';

/**
 * Quotes and orders that check a voucher or gift-card code, per client address in ten minutes: enough for
 * a shopper changing delivery with a code applied, too few to try codes until one is valid.
 */
export const codeChecks = requestLimit({ keyPrefix: 'code-check-client', points: 40, duration: 600 });
