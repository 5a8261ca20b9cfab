/**
 * Stand-ins for the services the shell calls, on loopback: a header and a footer service whose answers the
 * tests switch (POST /control {"header":500}), a tag-manager container script, and a personalisation provider
 * under /dy (POST /control {"provider":{"status":500,"delayMs":0}}; GET /provider-calls lists its requests),
 * and an SMTP server (port SMTP_PORT) whose received mail GET /mail?to= lists (POST /control
 * {"smtpRefuse":"a@b.c"} makes it refuse mail to that address until {"smtpAccept":"a@b.c"}).
 */
import http from 'node:http';
import { providerHandler, type ProviderBehaviour, type RecordedCall } from './personalisation-provider';
import { startSmtpSink } from './smtp-sink';

const port = Number(process.env.STUB_PORT ?? 3199);
const behaviour: Record<string, number> = { header: 200, footer: 200 };
const served = { header: 0, footer: 0, gtm: 0 };
const providerCalls: RecordedCall[] = [];
const COUNTRIES = ['de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb'];
const providerBehaviour: ProviderBehaviour = {
  status: 200,
  delayMs: 0,
  apiKeys: COUNTRIES.map((country) => `builtin-${country}`),
};
const provider = providerHandler(providerCalls, providerBehaviour);
const datadogIntake: string[] = [];
const smtp = startSmtpSink(Number(process.env.SMTP_PORT ?? 3125));

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'POST' && url.pathname === '/control') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const {
          provider: providerChange,
          smtpRefuse,
          smtpAccept,
          ...fragments
        } = JSON.parse(body || '{}') as Record<string, number> & {
          provider?: Partial<ProviderBehaviour>;
          smtpRefuse?: string;
          smtpAccept?: string;
        };
        if (smtpRefuse) smtp.refused.add(smtpRefuse);
        if (smtpAccept) smtp.refused.delete(smtpAccept);
        Object.assign(behaviour, fragments);
        Object.assign(providerBehaviour, providerChange);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ behaviour, served }));
      });
      return;
    }
    if (url.pathname === '/stats') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ behaviour, served }));
      return;
    }
    if (url.pathname === '/mail') {
      const to = url.searchParams.get('to');
      const found = to ? smtp.received.filter((mail) => mail.to.includes(to)) : smtp.received;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    if (url.pathname === '/provider-calls') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(providerCalls));
      return;
    }
    if (url.pathname.startsWith('/dy/')) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        req.url = url.pathname.slice('/dy'.length);
        provider(req, res, body);
      });
      return;
    }
    if (url.pathname === '/datadog-intake') {
      // The Datadog SDKs' proxy: each call names the intake path it is meant for in `ddforward`.
      datadogIntake.push(url.searchParams.get('ddforward') ?? '');
      req.resume();
      res.writeHead(202, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    if (url.pathname === '/datadog-intake-calls') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(datadogIntake));
      return;
    }
    if (url.pathname === '/gtm.js') {
      served.gtm += 1;
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end(`window.__tagManagerLoaded = ${JSON.stringify(url.searchParams.get('id'))};`);
      return;
    }
    const part = url.pathname.slice(1);
    if (part !== 'header' && part !== 'footer') {
      res.writeHead(404).end();
      return;
    }
    served[part] += 1;
    const status = behaviour[part] ?? 200;
    const cookie = req.headers.cookie ?? '';
    // The snippets carry what a compromised service could send: the shop must strip it before embedding.
    const hostile = `<script>window.__fragmentScriptRan = true</script>`;
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      status === 200
        ? `<${part} data-stub="${part}" data-locale="${url.searchParams.get('locale')}" data-channel="${url.searchParams.get('channel')}" data-cookie="${cookie.includes('shop_locale') ? 'forwarded' : 'none'}" data-session="${/payload-token|shop_visitor/.test(cookie) ? 'received' : 'none'}">${hostile}<a href="/" onclick="window.__fragmentClicked = true">Stub ${part}</a></${part}>`
        : 'failure',
    );
  })
  .listen(port, '127.0.0.1', () => console.log(`stub services on ${port}`));
