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

describe('logged database errors', () => {
  const address = 'Ada Lovelace, Hauptstraße 1, ada@example.com';

  function failedQuery() {
    const cause = Object.assign(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed'), {
      code: 'SQLITE_CONSTRAINT',
    });
    return Object.assign(
      new Error(
        `Failed query: insert into "customers" ("name", "address") values (?, ?)\nparams: ${address}`,
      ),
      { name: 'DrizzleQueryError', query: 'insert into "customers" …', params: address.split(', '), cause },
    );
  }

  it('keep the type, code and query but never the values of the query', () => {
    const { lines, sink } = capture();
    const log = createLogger('info', sink);
    const pgError = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      parameters: [address],
    });
    log.error({ err: failedQuery() }, 'saving failed');
    log.warn({ err: failedQuery().message }, 'saving failed');
    log.warn({ error: pgError }, 'saving failed');
    log.error(failedQuery().message);
    const written = lines.join('');
    expect(written).toContain('DrizzleQueryError');
    expect(written).toContain('SQLITE_CONSTRAINT');
    expect(written).toContain('insert into');
    expect(written).toContain('23505');
    expect(written).not.toMatch(/Ada|Hauptstra|ada@example\.com/);
  });
});
