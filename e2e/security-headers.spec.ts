import { expect, test } from './support/test';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('every kind of answer carries the security headers, cached pages included', async ({ request }) => {
  for (const path of ['/p/pg/100600', '/p/pg/100600', '/data/wishlist', '/api/session', '/robots.txt']) {
    const headers = (await request.get(path)).headers();
    expect(headers, path).toMatchObject(SECURITY_HEADERS);
    expect(headers['permissions-policy'], path).toContain('camera=(self)');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    // the shop is served over plain HTTP here: no HSTS
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  expect((await request.get('/p/pg/100600')).headers()['x-page-cache']).toBe('hit');
});

test('no page can frame the shop outside the backoffice’s live preview', async ({ page }) => {
  await page.goto('/');
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/stores';
        frame.onload = () => {
          try {
            resolve(Boolean(frame.contentDocument?.querySelector('main')));
          } catch {
            resolve(false);
          }
        };
        document.body.append(frame);
      }),
  );
  expect(framed).toBe(false);
});
