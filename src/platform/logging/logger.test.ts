import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}

describe('logger', () => {
  it('uses the spec levels with info as default', () => {
    expect(pino.levels.values).toMatchObject({
      fatal: 60,
      error: 50,
      warn: 40,
      info: 30,
      debug: 20,
      trace: 10,
    });
    const { sink } = capture();
    expect(createLogger(undefined, sink).level).toBe(process.env.LOG_LEVEL || 'info');
  });

  it('never writes cookies, passwords, e-mail addresses or API keys', () => {
    const { lines, sink } = capture();
    const log = createLogger('info', sink);
    log.info(
      {
        email: 'ada@example.com',
        headers: { cookie: 'sid=1', 'dy-api-key': 'k-123' },
        body: { password: 'hunter2' },
      },
      'hello',
    );
    const written = lines.join('');
    expect(written).toContain('hello');
    expect(written).not.toMatch(/ada@example.com|sid=1|k-123|hunter2/);
  });
});
