import { afterEach, describe, expect, it } from 'vitest';
import type { CacheTag } from './cache-tags';
import { ANY_CHANGE, declareTag, notifyInvalidation, onInvalidate } from './invalidation';
import { startInvalidationBus, type InvalidationTransport } from './invalidation-bus';

/** A transport whose other side the test plays: what was published, and a way to deliver or reconnect. */
function loopbackTransport() {
  const published: string[] = [];
  let handlers: Parameters<InvalidationTransport['subscribe']>[0] | undefined;
  const transport: InvalidationTransport = {
    publish: async (message) => void published.push(message),
    subscribe: async (given) => void (handlers = given),
    close: async () => undefined,
  };
  return {
    transport,
    published,
    deliver: (text: string) => handlers!.message(text),
    reconnect: () => handlers!.reconnected(),
  };
}

function heard(tag: CacheTag | typeof ANY_CHANGE): string[] {
  const calls: string[] = [];
  onInvalidate(tag, (changed) => calls.push(changed));
  return calls;
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('the invalidation bus', () => {
  it('publishes each change made on this instance', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const local = heard('catalogue');
    notifyInvalidation('catalogue');
    expect(local).toEqual(['catalogue']);
    expect(bus.published.map((text) => JSON.parse(text).tag)).toEqual(['catalogue']);
  });

  it('drops what another instance changed, and ignores its own messages coming back', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const catalogue = heard('pages');
    const pages = heard(ANY_CHANGE);
    notifyInvalidation('pages');
    bus.deliver(bus.published[0]!);
    expect(catalogue).toHaveLength(1);
    bus.deliver(JSON.stringify({ from: 'another-instance', tag: 'pages' }));
    expect(catalogue).toHaveLength(2);
    expect(pages.filter((tag) => tag === 'pages')).toHaveLength(2);
    expect(bus.published).toHaveLength(1);
  });

  it('drops every cache when the connection comes back', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const catalogue = heard('reviews');
    const navigation = heard('opticians');
    declareTag('bus-test-declared');
    const anyChange = heard(ANY_CHANGE);
    bus.reconnect();
    expect(catalogue).toEqual(['reviews']);
    expect(navigation).toEqual(['opticians']);
    expect(anyChange).toContain('bus-test-declared');
    expect(bus.published).toEqual([]);
  });

  it('ignores a message it cannot read', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const anyChange = heard(ANY_CHANGE);
    bus.deliver('not json');
    bus.deliver(JSON.stringify({ tag: 'no-sender' }));
    expect(anyChange).toEqual([]);
  });

  it('stops publishing once stopped', async () => {
    const bus = loopbackTransport();
    await startInvalidationBus(bus.transport).then((stopBus) => stopBus());
    notifyInvalidation('footer');
    expect(bus.published).toEqual([]);
  });
});
