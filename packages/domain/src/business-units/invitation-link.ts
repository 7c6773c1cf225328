import { z } from 'zod';

/**
 * The invitation e-mail's link: `/convite#t=<secret>&e=<address>`. The secret (32 random bytes,
 * base64url) is the only thing that opens the invitation page; the server keeps only its SHA-256. Both
 * travel in the fragment, which browsers never send to a server nor put in a Referer
 * (docs/decisions/040-invitation-links-and-clean-up.md).
 */
export const INVITATION_LINK_PATH = '/convite';

/** How long the link opens the invitation page; the invitation itself stays in the app until answered. */
export const INVITATION_LINK_DAYS = 14;

export const INVITATION_LINK_GONE_MESSAGE =
  'Este convite não vale mais: já foi aceito, recusado ou cancelado, ou o link expirou. Peça um novo convite a quem convidou você.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const invitationTokenSchema = z
  .string()
  .trim()
  .regex(TOKEN_PATTERN, 'Link de convite inválido. Abra o link do e-mail de novo.')
  .meta({ description: 'O segredo do link do convite, como veio no e-mail.' });

export const invitationLinkRequestSchema = z.object({ token: invitationTokenSchema });
export type InvitationLinkRequest = z.infer<typeof invitationLinkRequestSchema>;

/** What the link tells its holder: who invited, to which unit. Nothing about the address or any account. */
export const invitationPreviewSchema = z.object({
  inviterName: z.string(),
  unitName: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The link's path and fragment, relative to the site (the e-mail prefixes PUBLIC_URL). */
export function invitationLinkPath(token: string, email: string): string {
  return `${INVITATION_LINK_PATH}#t=${encodeURIComponent(token)}&e=${encodeURIComponent(email)}`;
}

/** Reads `#t=…&e=…`; a missing or malformed secret is null, a missing address an empty string. */
export function readInvitationFragment(hash: string): { token: string; email: string } | null {
  const params = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      params.set(key, decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      // A broken escape leaves that part out, as a missing one.
    }
  }
  const token = params.get('t') ?? '';
  if (!TOKEN_PATTERN.test(token)) return null;
  return { token, email: (params.get('e') ?? '').trim().toLowerCase() };
}
