import { afterEach, describe, expect, it } from 'vitest';
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

function heard(tag: string): string[] {
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
    const local = heard('bus-test-publish');
    notifyInvalidation('bus-test-publish');
    expect(local).toEqual(['bus-test-publish']);
    expect(bus.published.map((text) => JSON.parse(text).tag)).toEqual(['bus-test-publish']);
  });

  it('drops what another instance changed, and ignores its own messages coming back', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const catalogue = heard('bus-test-receive');
    const pages = heard(ANY_CHANGE);
    notifyInvalidation('bus-test-receive');
    bus.deliver(bus.published[0]!);
    expect(catalogue).toHaveLength(1);
    bus.deliver(JSON.stringify({ from: 'another-instance', tag: 'bus-test-receive' }));
    expect(catalogue).toHaveLength(2);
    expect(pages.filter((tag) => tag === 'bus-test-receive')).toHaveLength(2);
    expect(bus.published).toHaveLength(1);
  });

  it('drops every cache when the connection comes back', async () => {
    const bus = loopbackTransport();
    stop = await startInvalidationBus(bus.transport);
    const catalogue = heard('bus-test-reconnect-a');
    const navigation = heard('bus-test-reconnect-b');
    declareTag('bus-test-declared');
    const anyChange = heard(ANY_CHANGE);
    bus.reconnect();
    expect(catalogue).toEqual(['bus-test-reconnect-a']);
    expect(navigation).toEqual(['bus-test-reconnect-b']);
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
    notifyInvalidation('bus-test-stopped');
    expect(bus.published).toEqual([]);
  });
});
