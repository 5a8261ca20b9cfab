import { expect } from '@playwright/test';
import { STUB_URL } from '../../playwright.config';
import type { ReceivedMail } from './smtp-sink';

/** The mail the loopback SMTP server has received for `address`. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${STUB_URL}/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until `address` has received a mail whose subject matches, and returns it. */
export async function awaitMail(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
