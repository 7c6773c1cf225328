import { expect } from '@playwright/test';
import { SMTP_MESSAGES_URL } from './servers.ts';

export interface CaughtMail {
  to: string | string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The messages the main e2e server sent to `to`, read from the test SMTP server (polls until one arrives). */
export async function mailTo(to: string): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMTP_MESSAGES_URL}?to=${encodeURIComponent(to)}`);
        found = (await response.json()) as CaughtMail[];
        return found.length;
      },
      { message: `e-mail to ${to} in the test SMTP server`, timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return found;
}
