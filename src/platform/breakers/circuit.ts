import CircuitBreaker from 'opossum';
import { logger } from '../logging/logger';

export interface CircuitSettings {
  /** ms before a call counts as failed */
  timeout: number;
  /** ms the circuit stays open before it lets a trial call through */
  resetTimeout: number;
  /** failure percentage that opens the circuit */
  errorThresholdPercentage: number;
}

/** Spec §9: generic circuit defaults, 10 s / 30 s / 50 %. */
export const GENERIC_CIRCUIT: CircuitSettings = {
  timeout: 10_000,
  resetTimeout: 30_000,
  errorThresholdPercentage: 50,
};
/** Spec §9: circuit breaker defaults (used where no timeouts are configured), 3000 / 5000 ms. */
export const DEFAULT_CIRCUIT: CircuitSettings = { ...GENERIC_CIRCUIT, timeout: 3_000, resetTimeout: 5_000 };
/** Spec §9 second set: header and footer 4000 / 10000 ms. */
export const FRAGMENT_CIRCUIT: CircuitSettings = { ...GENERIC_CIRCUIT, timeout: 4_000, resetTimeout: 10_000 };

/**
 * Wraps an async action in an opossum breaker whose state changes (open, half-open, close, timeout,
 * failure) are logged. The action receives an AbortSignal that fires when the breaker times the call out.
 */
export function createCircuit<A extends unknown[], R>(
  name: string,
  action: (signal: AbortSignal, ...args: A) => Promise<R>,
  settings: CircuitSettings = GENERIC_CIRCUIT,
): CircuitBreaker<[AbortSignal, ...A], R> & { callWith: (...args: A) => Promise<R> } {
  const breaker = new CircuitBreaker<[AbortSignal, ...A], R>(action, { ...settings, name });
  const log = logger.child({ circuit: name });
  breaker.on('open', () => log.warn('circuit open'));
  breaker.on('halfOpen', () => log.info('circuit half-open: trying the service again'));
  breaker.on('close', () => log.info('circuit closed'));
  breaker.on('timeout', () => log.warn({ timeoutMs: settings.timeout }, 'circuit call timed out'));
  breaker.on('failure', (error: Error) => log.warn({ err: error.message }, 'circuit call failed'));
  breaker.on('reject', () => log.debug('circuit open: call rejected'));

  const callWith = (...args: A) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeout);
    return breaker.fire(controller.signal, ...args).finally(() => clearTimeout(timer));
  };
  return Object.assign(breaker, { callWith });
}
