import { expect, type APIResponse, type Page, type Response } from '@playwright/test';

/**
 * Collects what the browser refused under the page's Content Security Policy, on every page the tab shows:
 * `securitypolicyviolation` events and the console's "Content Security Policy" errors.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** The script nonce of an answer's policy, after checking the policy's script rules. */
export function nonceOf(response: Response | APIResponse | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const script = /(?:^|; )script-src 'nonce-([\w-]+)' 'strict-dynamic'/.exec(policy);
  expect(script, policy).not.toBeNull();
  expect(policy).toContain("object-src 'none'");
  return script![1]!;
}

/** Every script of a page's HTML (not its JSON-LD data) carries the nonce of the answer's policy. */
export function expectScriptsToCarry(html: string, nonce: string): void {
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
}
