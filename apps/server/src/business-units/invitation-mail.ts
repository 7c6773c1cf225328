import { UNIT_ROLE_LABELS, type UnitRole, withoutLinks } from '@vetvoz/domain';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The invitation e-mail, in Portuguese. Its link's secret opens a page that names the inviter and the
 * unit; accepting still needs the invited person signed in with this very address, confirmed, so a
 * forwarded e-mail lets nobody else in. The subject is fixed and
 * the names people typed (unit, inviter) are plain text without links — new unit names refuse them, and
 * older names or a person's name lose them here (docs/decisions/035).
 */
export function invitationMail(options: {
  to: string;
  unitName: string;
  inviterName: string;
  role: UnitRole;
  link: string;
  hasAccount: boolean;
}): MailMessage {
  const { to, role, link, hasAccount } = options;
  const unitName = withoutLinks(options.unitName);
  const inviter = withoutLinks(options.inviterName.trim()) || 'Um colega';
  const roleLabel = UNIT_ROLE_LABELS[role].toLowerCase();
  const howTo = hasAccount
    ? `Para aceitar, entre no VetVoz com este e-mail (${to}) e abra o link abaixo:`
    : `Você ainda não tem conta no VetVoz. Crie uma com este mesmo e-mail (${to}), confirme o e-mail e abra o link abaixo para aceitar:`;
  const text = [
    'Olá!',
    '',
    `${inviter} convidou você para a unidade "${unitName}" no VetVoz, como ${roleLabel}.`,
    'As consultas que você registrar pela unidade usam as consultas do plano da unidade.',
    '',
    howTo,
    '',
    link,
    '',
    'Se você não esperava este convite, ignore este e-mail.',
    '',
    'Equipe VetVoz',
  ].join('\n');
  const html = `<p>Olá!</p>
<p>${escapeHtml(inviter)} convidou você para a unidade <strong>${escapeHtml(unitName)}</strong> no VetVoz, como ${escapeHtml(roleLabel)}.</p>
<p>As consultas que você registrar pela unidade usam as consultas do plano da unidade.</p>
<p>${escapeHtml(howTo.replace(/:$/, '.'))}</p>
<p><a href="${escapeHtml(link)}">Ver o convite</a></p>
<p>Se você não esperava este convite, ignore este e-mail.</p>
<p>Equipe VetVoz</p>`;
  return { to, subject: 'Convite para uma unidade no VetVoz', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
