import { FREE_CONSULTATIONS } from '../constants.ts';

/**
 * One free trial per person (docs/decisions/032-consultation-counting-and-trial-rule.md): the personal trial
 * and the free pool of the one gratis unit a person may own share a single budget of FREE_CONSULTATIONS.
 * A consultation admitted under a free allowance is marked with the person whose budget it used, and the
 * mark stays on its usage row, so the budget is counted the same way whoever of the unit started it.
 */
export const FREE_CONSULTATIONS_PER_PERSON = FREE_CONSULTATIONS;

/** Gratis units one person may own at a time; a unit with a paid plan does not count. */
export const MAX_GRATIS_UNITS_PER_OWNER = 1;

export const FREE_TRIAL_RULE_MESSAGES = {
  unitNeedsVerifiedEmail:
    'Confirme seu e-mail antes de criar uma unidade. Enviamos o link para o seu endereço.',
  secondGratisUnit:
    'Você já tem uma unidade no plano gratuito. Assine um plano para ela antes de criar outra unidade.',
  unitFreeBudgetUsed: `As consultas gratuitas desta unidade acabaram: o plano gratuito da unidade usa as mesmas ${FREE_CONSULTATIONS_PER_PERSON} consultas do teste gratuito do proprietário. Fale com o proprietário para assinar um plano para a unidade, ou inicie uma consulta pessoal.`,
} as const;

/** What the terms of use and the plans page say of the rule: the same words on both. */
export const FREE_TRIAL_RULE_TEXT = `O teste gratuito é de ${FREE_CONSULTATIONS_PER_PERSON} consultas por pessoa (CPF), no total. Quem cria uma unidade de negócio no plano gratuito (é preciso ter o e-mail confirmado, e cada pessoa pode ter uma unidade gratuita) divide essas mesmas ${FREE_CONSULTATIONS_PER_PERSON} consultas entre o uso pessoal e a unidade: a unidade não soma consultas gratuitas ao teste.`;

/** How a consultation is counted, for the terms and the plans page. */
export const CONSULTATION_COUNTING_TEXT =
  'Uma consulta é contada uma única vez, quando o primeiro trecho de áudio é transcrito ou o primeiro documento é pedido, o que vier primeiro, e continua contada mesmo se for excluída.';
