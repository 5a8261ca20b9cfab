import { AsyncLocalStorage } from 'node:async_hooks';

export interface ResponseState {
  status?: number;
  /** the page rendered a degraded part (a block that failed to load): not for the shared page cache */
  unshareable?: boolean;
}

const STORE_KEY = Symbol.for('eyewear-shop.response-state');

/**
 * One store per process, shared by the HTTP server and the compiled pages (which get their own copy of
 * this module), so a page can ask for an error status before the response head is written.
 */
function store(): AsyncLocalStorage<ResponseState> {
  const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<ResponseState> | undefined>;
  holder[STORE_KEY] ??= new AsyncLocalStorage<ResponseState>();
  return holder[STORE_KEY];
}

export function runWithResponseState<T>(state: ResponseState, callback: () => T): T {
  return store().run(state, callback);
}

/** Asks for this status if the response head has not been written yet; returns whether a server listens. */
export function requestResponseStatus(status: number): boolean {
  const state = store().getStore();
  if (!state) return false;
  state.status = status;
  return true;
}

/** Keeps this response out of the shared page cache (it shows a failure that a retry may not have). */
export function markResponseUnshareable(): void {
  const state = store().getStore();
  if (state) state.unshareable = true;
}
