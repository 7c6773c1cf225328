import { INVITATION_LINK_DAYS, INVITATION_LINK_PATH } from '@vetvoz/domain';

/**
 * The invitation link a visitor opened on this device, so that confirming the e-mail (a link in another
 * e-mail, often another tab) brings them back to it. Kept like the link itself: until it is answered or
 * its days run out. Strictly needed for what the visitor asked, so no cookie consent is involved.
 */
const KEY = 'vetvoz:convite';
const MAX_AGE_MS = INVITATION_LINK_DAYS * 24 * 60 * 60 * 1000;

export function rememberInvitationLink(path: string): void {
  if (!path.startsWith(`${INVITATION_LINK_PATH}#`)) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage blocked: the e-mail's link still works, it just is not reopened by itself.
  }
}

/** The remembered invitation path, or null (none, too old, or unreadable). */
export function rememberedInvitationLink(): string | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith(`${INVITATION_LINK_PATH}#`)) return null;
    if (typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return null;
    return path;
  } catch {
    return null;
  }
}

export function forgetInvitationLink(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
