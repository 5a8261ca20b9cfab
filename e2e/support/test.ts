import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over the page (the shell's `data-hydrated` mark): before that, a click on a
 * link is a plain navigation and a button does nothing, as for a visitor whose JavaScript is still loading.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** Playwright's test, whose `page.goto` of a shop page returns once the page is hydrated. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html');
      if (html && response?.ok() && !new URL(page.url()).pathname.startsWith('/admin')) await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
