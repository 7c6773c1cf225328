import type { WhatsappReminderConfig } from '../config/config.ts';

/** Meta's answer is awaited this long; the job retries on failure. */
const SEND_TIMEOUT_MS = 15_000;

/** A Brazilian number as the Cloud API expects it: country code and digits only. */
export function whatsappNumber(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  return digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
}

/**
 * Sends a reminder through the official WhatsApp Cloud API (a business-initiated message must use a
 * template approved by Meta): the template's body takes the animal's name, the follow-up's kind and the
 * date, in that order — nothing clinical. Throws on refusal so the job tries again; the error names the
 * status only (Meta's answer may echo the number).
 */
export async function sendWhatsappReminder({
  config,
  contact,
  parameters,
  fetchImpl = fetch,
}: {
  config: WhatsappReminderConfig;
  contact: string;
  parameters: [patientName: string, kind: string, date: string];
  fetchImpl?: typeof fetch;
}): Promise<void> {
  const answer = await fetchImpl(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to: whatsappNumber(contact),
      type: 'template',
      template: {
        name: config.template,
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
      },
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`WhatsApp Cloud API answered ${answer.status}`);
}
