import type { MailMessage } from '../mail/mailer.ts';

export const VERIFY_EMAIL_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The app's brand teal (brand-700 in apps/web/src/index.css) as hex: mail clients know no oklch. */
const BRAND = '#0f766e';

/**
 * The sign-up confirmation e-mail, in Portuguese, with a link to the app's /verificar-email page. The HTML
 * is branded and built for mail clients (tables, inline styles, no images to block): one 44 px button a
 * thumb can hit and, under it, the plain link for a client that shows no buttons. The text part says the same.
 */
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
  const href = escapeHtml(link);
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirme seu e-mail — VetVoz</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0;${font};font-size:20px;font-weight:700;color:${BRAND};">VetVoz</td></tr>
<tr><td style="padding:24px;${font};font-size:16px;line-height:1.5;color:#0f172a;">
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px;">Sua conta no VetVoz foi criada.</p>
<p style="margin:0 0 20px;">Para confirmar seu e-mail, toque no botão abaixo (válido por 24 horas):</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="border-radius:8px;background:${BRAND};">
<a href="${href}" style="display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:8px;${font};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">Confirmar meu e-mail</a>
</td></tr></table>
<p style="margin:20px 0 4px;font-size:14px;color:#475569;">Se o botão não funcionar, copie e cole este link no navegador:</p>
<p style="margin:0 0 20px;font-size:14px;word-break:break-all;"><a href="${href}" style="color:${BRAND};">${href}</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#475569;">Se você não criou esta conta, ignore este e-mail.</p>
<p style="margin:0;">Equipe VetVoz</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject: 'Confirme seu e-mail — VetVoz', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
