import type { MailMessage } from '../mail/mailer.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The password-reset e-mail, in Portuguese, with a link to the app's reset page. */
export function resetPasswordMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const text = [
    greeting,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no VetVoz.',
    'Para escolher uma nova senha, abra o link abaixo (válido por 1 hora):',
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe VetVoz',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no VetVoz.</p>
<p><a href="${escapeHtml(link)}">Escolher uma nova senha</a> (link válido por 1 hora).</p>
<p>Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe VetVoz</p>`;
  return { to, subject: 'Redefinição de senha — VetVoz', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
