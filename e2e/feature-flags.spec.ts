import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { FLAG_FILE, FRAGMENT_SHOP_URL } from '../playwright.config';

const productPage = `${FRAGMENT_SHOP_URL}/p/pg/100001`;

/**
 * Whether the product page offers the try-on; null while the page fails (the fragments spec, in another worker,
 * makes this shop's footer service fail for a moment).
 */
const hasTryOn = async (request: APIRequestContext, locale: string, label: string) => {
  const answer = await request.get(`${productPage}?locale=${locale}`);
  return answer.ok() ? (await answer.text()).includes(`>${label}</button>`) : null;
};

test('a flagd flag file turns the try-on off for one storefront without a restart', async ({
  page,
  request,
}) => {
  const original = readFileSync(FLAG_FILE, 'utf8');
  const definitions = JSON.parse(original);
  definitions.flags['virtual-try-on'].targeting = {
    if: [{ in: [{ var: 'storefront' }, ['no']] }, 'off', 'on'],
  };
  await expect.poll(() => hasTryOn(request, 'no-NO', 'Prøv virtuelt')).toBe(true);

  writeFileSync(FLAG_FILE, JSON.stringify(definitions));
  try {
    // the flagd provider polls the file about every 5 s
    await expect.poll(() => hasTryOn(request, 'no-NO', 'Prøv virtuelt'), { timeout: 20_000 }).toBe(false);
    await expect.poll(() => hasTryOn(request, 'sv-SE', 'Prova virtuellt')).toBe(true);
    await page.goto(`${productPage}?locale=no-NO`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prøv virtuelt' })).toHaveCount(0);
  } finally {
    writeFileSync(FLAG_FILE, original);
  }
  await expect.poll(() => hasTryOn(request, 'no-NO', 'Prøv virtuelt'), { timeout: 20_000 }).toBe(true);
});
