import {
  FREE_CONSULTATIONS,
  formatBrl,
  PAID_CONSULTATIONS_PER_MONTH,
  PLAN_OFFERS,
  type Plan,
  type PlanOffer,
} from '@vetvoz/domain';

/**
 * Navigation state for /login when a plan is chosen (docs/product-rules.md §2: came from the plans page, the
 * selected plan, registering). The login page reads exactly these keys (features/auth/login-state.ts).
 */
export interface PlanChoiceState {
  fromPlans: true;
  selectedPlan: Plan;
  registering: true;
}

export function planChoiceState(plan: Plan): PlanChoiceState {
  return { fromPlans: true, selectedPlan: plan, registering: true };
}

/** Every paid plan has the same features (docs/product-rules.md §1); only the price and billing period differ. */
export const PAID_FEATURES: readonly string[] = [
  `${PAID_CONSULTATIONS_PER_MONTH} consultas por mês`,
  'Transcrição com vocabulário veterinário',
  'Anamnese, receita, diagnóstico, orientações ao tutor e atestados',
  'PDF, cópia, WhatsApp e e-mail para o tutor',
  'Histórico de consultas',
  'Todas as espécies, no computador e no celular',
  'Suporte por e-mail e WhatsApp',
];

export const FREE_FEATURES: readonly string[] = [
  `${FREE_CONSULTATIONS} consultas completas para testar`,
  'Sem cartão de crédito',
  'Os mesmos recursos dos planos Pro',
];

const monthlyOffer = PLAN_OFFERS.find((offer) => offer.plan === 'mensal');
const MONTHLY_CENTS = monthlyOffer?.monthlyPriceCents ?? 0;

const PERIOD_NAMES: Record<number, string> = { 1: 'mês', 6: 'semestre', 12: 'ano' };
const periodName = (months: number) => PERIOD_NAMES[months] ?? `${months} meses`;

/** "R$ 419,40 por semestre" — what the card is actually charged, and how often. */
export function chargeLabel(offer: PlanOffer): string {
  if (offer.billingMonths === 0) return 'Nada a pagar';
  return `${formatBrl(offer.chargeCents)} por ${periodName(offer.billingMonths)}`;
}

/** Saving against the monthly plan over one billing period, e.g. "Você economiza R$ 240,00". */
export function savingLabel(offer: PlanOffer): string | null {
  if (offer.billingMonths <= 1) return null;
  const saving = MONTHLY_CENTS * offer.billingMonths - offer.chargeCents;
  if (saving <= 0) return null;
  return `Você economiza ${formatBrl(saving)}`;
}

/** The tag beside each plan: the discount, or what makes the plan different when there is none. */
export function planTag(offer: PlanOffer): { text: string; discount: boolean } {
  if (offer.discountPercent > 0) return { text: `${offer.discountPercent}% de desconto`, discount: true };
  return { text: offer.plan === 'gratis' ? 'Teste gratuito' : 'Sem fidelidade', discount: false };
}

/** The call to action on each card; distinct names so each button says which plan it picks. */
export function choiceLabel(offer: PlanOffer): string {
  return offer.plan === 'gratis' ? 'Começar grátis' : `Assinar ${offer.name}`;
}
