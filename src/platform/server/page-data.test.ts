import { describe, expect, it } from 'vitest';
import { loadPageData } from './page-data';
import { runWithResponseState, type ResponseState } from './response-status';

describe('page data with fallback', () => {
  it('returns the loaded data and leaves the status alone', async () => {
    const state: ResponseState = {};
    const result = await runWithResponseState(state, () => loadPageData('home', async () => ['a'], []));
    expect(result).toEqual({ data: ['a'], failed: false });
    expect(state.status).toBeUndefined();
  });

  it('renders the defaults with status 503 when loading fails', async () => {
    const state: ResponseState = {};
    const result = await runWithResponseState(state, () =>
      loadPageData('home', () => Promise.reject(new Error('database down')), { stores: [] }),
    );
    expect(result).toEqual({ data: { stores: [] }, failed: true });
    expect(state.status).toBe(503);
  });
});
