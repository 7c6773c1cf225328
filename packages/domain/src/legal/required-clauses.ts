/**
 * The clauses docs/product-rules.md §1 requires in the terms of use and the privacy policy, as patterns over the
 * rendered text. Shared by the domain's unit test and the browser test of the served pages.
 */
export type ClauseCheck = readonly [clause: string, pattern: RegExp];

const escapeEmail = (email: string) => email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function requiredTermsClauses(contactEmail: string): ClauseCheck[] {
  return [
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
      new RegExp(`no próprio aplicativo ou por e-mail para o suporte em ${escapeEmail(contactEmail)}`),
    ],
    ['3 days of non-payment', /falta de pagamento por 3 dias ou mais/],
    ['30 days price notice', /pelo menos 30 dias de antecedência da renovação/],
    [
      'failed generations',
      /Falhas de geração não são contabilizadas como uso depois de confirmadas pelo suporte/,
    ],
    ['one free trial per person, shared with a gratis unit', /10 consultas por pessoa \(CPF\), no total/],
    ['a consultation counts once, and stays counted', /continua contada mesmo se for excluída/],
    ['São Paulo courts', /foro da Comarca de São Paulo/],
  ];
}

export function requiredPrivacyClauses(privacyEmail: string): ClauseCheck[] {
  return [
    ['personal data', /Dados pessoais:/],
    ['professional data', /Dados profissionais:/],
    ['financial data', /Dados financeiros:/],
    ['access data', /Dados de acesso:/],
    ['cookies', /Cookies:/],
    ['sharing', /Compartilhamento/],
    ['retention', /Por quanto tempo guardamos/],
    ['user rights', /Seus direitos/],
    [
      'data-protection contact',
      new RegExp(`encarregado de proteção de dados pelo e-mail ${escapeEmail(privacyEmail)}`),
    ],
    ['LGPD', /Lei nº 13\.709\/2018/],
  ];
}
