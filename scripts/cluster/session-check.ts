import { setTimeout as sleep } from 'node:timers/promises';
import type { SmtpSink } from '../../e2e/support/smtp-sink';
import type { Check } from './check';
import { json, newVisitor } from './shopper';

const post = (base: string, action: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${base}/data/account/${action}?locale=en-GB`, {
    method: 'POST',
    headers: { ...headers, ...json },
    body: JSON.stringify(body),
  });

/** The confirmation link's token of the mail the sink received for `email`, within 20 s. */
async function verificationToken(sink: SmtpSink, email: string): Promise<string | undefined> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
    const mail = sink.received.find((received) => received.to.includes(email));
    const token = mail?.text.match(/verify\?token=([^\s&"]+)/)?.[1];
    if (token) return decodeURIComponent(token);
  }
  return undefined;
}

/**
 * A shopper registers, confirms and logs in through the balancer, each step on another instance; the login's
 * session then reads the account on every instance (one signing secret, no session kept in one process).
 */
export async function checkSession(check: Check, base: string, sink: SmtpSink): Promise<void> {
  const visitor = newVisitor();
  const email = `${crypto.randomUUID()}@example.org`;
  const password = 'A long shopper passphrase 1';
  const registered = await post(base, 'register', visitor, {
    firstName: 'Ada',
    lastName: 'Test',
    email,
    password,
  });
  const token = await verificationToken(sink, email);
  const verified = token ? (await post(base, 'verify', visitor, { token })).status : 'no mail';
  const login = await post(base, 'login', visitor, { email, password });
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const reads = [];
  for (let index = 0; index < 3; index += 1) {
    const answer = await fetch(`${base}/data/account/prescriptions?locale=en-GB`, {
      headers: { cookie: `${visitor.cookie}; ${session}` },
    });
    await answer.arrayBuffer();
    reads.push(`${answer.headers.get('x-upstream')}:${answer.status}`);
  }
  check(
    "a shopper's session, begun on one instance, is theirs on every instance",
    login.status === 200 &&
      new Set(reads.map((read) => read.split(':')[0])).size === 3 &&
      reads.every((read) => read.endsWith(':200')),
    `register ${registered.status}, verify ${verified}, login ${login.status}, reads ${reads.join()}`,
  );
}
