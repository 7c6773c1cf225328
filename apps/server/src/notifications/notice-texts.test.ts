import { formatBrl, MAX_NOTIFICATION_TITLE_CHARS } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import {
  paymentFailedText,
  priceChangeText,
  trialAlmostUsedText,
  trialExhaustedText,
  unitInvitationText,
} from './notice-texts.ts';

describe('notice texts', () => {
  it('keeps a title short however long the unit’s name, and names people as typed', () => {
    const text = unitInvitationText({
      unitName: `  Clínica   ${'Muito '.repeat(40)}Grande `,
      inviterName: 'Ana   Lima',
    });
    expect(text.title.length).toBeLessThanOrEqual(MAX_NOTIFICATION_TITLE_CHARS);
    expect(text.title).toMatch(/^Convite para a unidade Clínica Muito .*…$/);
    expect(text.message).toMatch(/^Ana Lima convidou você para participar da unidade Clínica/);
    expect(unitInvitationText({ unitName: 'Sol', inviterName: 'Bia', role: 'admin' }).message).toBe(
      'Bia convidou você para participar da unidade Sol como administrador(a) no VetVoz.',
    );
  });

  it('counts what is left of the trial in words', () => {
    expect(trialAlmostUsedText(8).message).toBe(
      'Você já usou 8 das 10 consultas do teste gratuito. Restam 2 consultas.',
    );
    expect(trialAlmostUsedText(9).message).toContain('Resta 1 consulta.');
    expect(trialExhaustedText().message).toContain('Você usou as 10 consultas do teste gratuito.');
  });

  it('names the plan, the new price with its period and the renewal date in pt-BR', () => {
    expect(paymentFailedText({ plan: 'anual' }).message).toContain('plano Pro Anual');
    const price = priceChangeText({
      plan: 'semestral',
      chargeCents: 45_000,
      // 02:30 UTC on the 20th is still the 19th in São Paulo, the day the renewal falls there.
      renewalAt: new Date('2027-05-20T02:30:00Z'),
    });
    expect(price.title).toBe('O preço do plano Pro semestral vai mudar');
    expect(price.message).toBe(
      `A partir da sua renovação em 19 de maio de 2027, o plano Pro semestral passa a custar ${formatBrl(45_000)} a cada 6 meses.`,
    );
  });
});
