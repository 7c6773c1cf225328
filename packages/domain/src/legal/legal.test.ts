import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './privacy-policy.ts';
import { termsOfUse } from './terms-of-use.ts';

const text = (doc: ReturnType<typeof termsOfUse>) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('terms of use', () => {
  const terms = text(termsOfUse({ contactEmail: 'suporte@vetvoz.com.br' }));

  it.each([
    ['over 18', /maior de 18 anos/],
    ['veterinary council', /Conselho Regional de Medicina Veterinária/],
    ['AI is reference only', /apenas referência e não substituem o julgamento/],
    ['fixed, non-cumulative limit', /limite fixo de consultas por período[\s\S]*não é cumulativo/],
    ['trial abuse', /vários endereços de e-mail/],
    ['recurring card billing', /automática e recorrente, no cartão de crédito/],
    ['prepaid cards refused', /Não são aceitos cartões pré-pagos/],
    ['no refund', /Não há reembolso/],
    [
      'cancellation in app or by e-mail',
      /no próprio aplicativo ou por e-mail para o suporte em suporte@vetvoz\.com\.br/,
    ],
    ['3 days of non-payment', /falta de pagamento por 3 dias ou mais/],
    ['30 days price notice', /pelo menos 30 dias de antecedência da renovação/],
    [
      'failed generations',
      /Falhas de geração não são contabilizadas como uso depois de confirmadas pelo suporte/,
    ],
    ['São Paulo courts', /foro da Comarca de São Paulo/],
  ])('covers %s', (_clause, pattern) => {
    expect(terms).toMatch(pattern);
  });
});

describe('privacy policy', () => {
  const privacy = text(
    privacyPolicy({ contactEmail: 'contato@vetvoz.com.br', privacyEmail: 'dpo@vetvoz.com.br' }),
  );

  it.each([
    ['personal data', /Dados pessoais:/],
    ['professional data', /Dados profissionais:/],
    ['financial data', /Dados financeiros:/],
    ['access data', /Dados de acesso:/],
    ['cookies', /Cookies:/],
    ['sharing', /Compartilhamento/],
    ['retention', /Por quanto tempo guardamos/],
    ['user rights', /Seus direitos/],
    ['data-protection contact', /encarregado de proteção de dados pelo e-mail dpo@vetvoz\.com\.br/],
    ['LGPD', /Lei nº 13\.709\/2018/],
  ])('covers %s', (_clause, pattern) => {
    expect(privacy).toMatch(pattern);
  });
});
