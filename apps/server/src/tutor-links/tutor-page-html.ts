import { TUTOR_LINK_GONE_MESSAGE, TUTOR_LINK_GONE_TITLE } from '@vetvoz/domain';
import { frame } from '../http/page-frame.ts';

/**
 * The tutor's page: server-rendered HTML and one small script (tutor-page-client.js), not the app — it
 * opens on any phone in a second. The HTML carries nothing about the visit: what the tutor reads is
 * decrypted in their browser with the key of the link's fragment.
 */
export const TUTOR_PAGE_SCRIPT_PATH = '/t/page.js';

/** Waiting for the script: it fetches the ciphertext and decrypts it with the fragment's key. */
export function tutorPageHtml(reminderChannels: readonly string[] = []): string {
  return frame(`<p class="brand">VetVoz</p>
<div id="app" aria-live="polite" data-reminders="${reminderChannels.join(' ')}"><h1>Documentos da consulta</h1><p class="muted">Abrindo os documentos…</p></div>
<noscript><p class="card alert">Ative o JavaScript do navegador para abrir os documentos: eles são decifrados neste aparelho.</p></noscript>
<p class="note" id="note">Link privado: os documentos são cifrados e só abrem com este link completo. Não o compartilhe.</p>
<script src="${TUTOR_PAGE_SCRIPT_PATH}" defer></script>`);
}

/** Expired, revoked, deleted, unknown, truncated: one page, said plainly. */
export function tutorLinkGoneHtml(): string {
  return frame(`<p class="brand">VetVoz</p>
<h1>${TUTOR_LINK_GONE_TITLE}</h1>
<p class="muted">${TUTOR_LINK_GONE_MESSAGE}</p>`);
}

export function tutorPageRateLimitedHtml(): string {
  return frame(`<p class="brand">VetVoz</p>
<h1>Muitas tentativas</h1>
<p class="muted">Aguarde alguns minutos e abra o link de novo.</p>`);
}
