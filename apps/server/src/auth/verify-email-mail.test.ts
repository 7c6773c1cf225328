import { describe, expect, it } from 'vitest';
import { verifyEmailMail } from './verify-email-mail.ts';

const link = 'https://vetvoz.test/verificar-email?token=abc.def&x=1';

describe('the confirmation e-mail', () => {
  it('is a branded pt-BR page with a 44 px button and the plain link under it', () => {
    const mail = verifyEmailMail({ to: 'helena@example.com', name: 'Helena', link });
    expect(mail.subject).toBe('Confirme seu e-mail — VetVoz');
    const html = mail.html ?? '';
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Olá, Helena!');
    const escaped = 'https://vetvoz.test/verificar-email?token=abc.def&#38;x=1';
    const button = html.match(/<a href="([^"]+)" style="([^"]+)">Confirmar meu e-mail<\/a>/);
    expect(button?.[1]).toBe(escaped);
    expect(button?.[2]).toContain('min-height:44px');
    expect(button?.[2]).toContain('line-height:44px');
    // The same link written out, for a client that shows no button.
    expect(html).toContain(`>${escaped}</a>`);
    expect(html).toContain('Se o botão não funcionar, copie e cole este link no navegador:');
  });

  it('keeps a plain-text part with the link, and escapes what the user typed', () => {
    const mail = verifyEmailMail({ to: 'x@example.com', name: '<b>Eve</b>', link });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('válido por 24 horas');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('Olá, &#60;b&#62;Eve&#60;/b&#62;!');
  });

  it('greets without a name when there is none', () => {
    expect(verifyEmailMail({ to: 'x@example.com', name: '', link }).html).toContain('>Olá!</p>');
  });
});
