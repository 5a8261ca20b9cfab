import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './mail-worker';

/** A local SMTP server that counts the connections sending at once and when each mail arrived. */
async function smtpSink() {
  let open = 0;
  const state = { mostAtOnce: 0, arrivals: [] as number[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      open += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.arrivals.push(Date.now());
        setTimeout(callback, 50);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

describe('smtpTransport', () => {
  it('sends in parallel over the configured connections and keeps to the rate', async () => {
    const sink = await smtpSink();
    close = sink.close;
    const transport = smtpTransport(sink.url, { ratePerSecond: 10, connections: 3, retentionDays: 30 });
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        transport.sendMail({
          from: 'shop@example.org',
          to: `a${index}@example.org`,
          subject: 's',
          text: 't',
        }),
      ),
    );
    transport.close();
    expect(sink.state.arrivals).toHaveLength(25);
    expect(sink.state.mostAtOnce).toBeGreaterThan(1);
    expect(sink.state.mostAtOnce).toBeLessThanOrEqual(3);
    // 25 mails at 10 a second take at least two full seconds
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    const firstSecond = sink.state.arrivals.filter((at) => at - started < 1_000);
    expect(firstSecond.length).toBeLessThanOrEqual(10);
  }, 15_000);
});
