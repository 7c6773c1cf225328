import type { Verification } from '@vetvoz/domain';
import { frame } from '../http/page-frame.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const day = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const STATUS_LINE: Record<Verification['status'], (item: Verification) => string> = {
  current: () => '<p class="card"><strong>Documento válido.</strong> Esta é a emissão mais recente.</p>',
  superseded: (item) =>
    `<p class="card alert"><strong>Versão substituída.</strong> O documento foi alterado e emitido de novo em ${escapeHtml(day(item.supersededAt ?? item.issuedAt))}. Peça a versão mais recente a quem o emitiu.</p>`,
  edited: () =>
    '<p class="card alert"><strong>Versão substituída.</strong> O documento foi alterado depois desta emissão. Peça a versão mais recente a quem o emitiu.</p>',
};

/** The public answer for a code: who issued what and when, and whether it still stands. No tutor data. */
export function verificationHtml(item: Verification): string {
  return frame(
    `<p class="brand">VetVoz · Verificação de documento</p>
<h1>Documento emitido pelo VetVoz</h1>
<p class="muted">${escapeHtml(item.documentLabel)}</p>
${STATUS_LINE[item.status](item)}
<section class="card">
<p class="muted">Médico-veterinário</p><p><strong>${escapeHtml(item.vetName)}</strong> — ${escapeHtml(item.crmv)}</p>
<p class="muted">Emitido em</p><p>${escapeHtml(day(item.issuedAt))}</p>
<p class="muted">Impressão digital do conteúdo</p><p><code>${escapeHtml(item.fingerprint)}</code></p>
<p class="muted">Código</p><p><code>${escapeHtml(item.code)}</code></p>
</section>
<p class="note">Confira se a impressão digital e o código impressos no rodapé do documento são os mesmos desta página. Os dados do tutor não ficam no VetVoz e não aparecem aqui.</p>`,
    'Verificação de documento — VetVoz',
  );
}

export function verificationNotFoundHtml(message: string): string {
  return frame(
    `<p class="brand">VetVoz · Verificação de documento</p>
<h1>Documento não encontrado</h1>
<p class="muted">${escapeHtml(message)}</p>`,
    'Verificação de documento — VetVoz',
  );
}
