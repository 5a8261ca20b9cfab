import type { PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { revalidateTagsAfterChange } = await import('./revalidate');

describe('a backoffice change', () => {
  it('expires Next’s cached reads of it at once, not stale-while-revalidate', async () => {
    const req = { transactionID: undefined, payload: { db: {} } } as unknown as PayloadRequest;
    const hook = revalidateTagsAfterChange('pages');
    await hook({ doc: { id: 1 }, req } as unknown as Parameters<typeof hook>[0]);
    // A stale entry would still be served to the first render after the change, which the page cache
    // then keeps for every visitor.
    expect(revalidateTag).toHaveBeenCalledWith('pages', { expire: 0 });
  });
});
