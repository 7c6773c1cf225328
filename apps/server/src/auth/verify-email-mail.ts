import type { MailMessage } from '../mail/mailer.ts';

export const VERIFY_EMAIL_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The sign-up confirmation e-mail, in Portuguese, with a link to the app's /verificar-email page. */
export function verifyEmailMail({ to, name, link }: { to: string; name: string; link: string }): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const text = [
    greeting,
    '',
    'Sua conta no VetVoz foi criada.',
    'Para confirmar seu e-mail, abra o link abaixo (válido por 24 horas):',
    '',
    link,
    '',
    'Se você não criou esta conta, ignore este e-mail.',
    '',
    'Equipe VetVoz',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Sua conta no VetVoz foi criada.</p>
<p><a href="${escapeHtml(link)}">Confirmar meu e-mail</a> (link válido por 24 horas).</p>
<p>Se você não criou esta conta, ignore este e-mail.</p>
<p>Equipe VetVoz</p>`;
  return { to, subject: 'Confirme seu e-mail — VetVoz', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
