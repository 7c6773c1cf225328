import addressparser from 'nodemailer/lib/addressparser/index.js';

/** What a header may carry of a user's text: one line, no control characters, no quotes to break out of. */
export function headerSafe(text: string, max = 120): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029"\\<>]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/**
 * "Camila Rodrigues via VetVoz" <MAIL_FROM's address>: the tutor sees who wrote, while the message still
 * leaves from the address our SMTP server may send for (SPF/DKIM). nodemailer quotes and encodes the name.
 */
export function senderOnBehalfOf(mailFrom: string, vetName: string): { name: string; address: string } {
  const [parsed] = addressparser(mailFrom, { flatten: true });
  const address = parsed?.address || mailFrom.trim();
  const name = headerSafe(vetName);
  return { name: name ? `${name} via VetVoz` : 'VetVoz', address };
}

/** A Reply-To that cannot smuggle another header: one address, or none. */
export function replyToAddress(email: string): string | undefined {
  const clean = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(clean) ? clean : undefined;
}
