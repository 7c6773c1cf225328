import {
  earliestEffectiveDay,
  PAID_PLANS,
  type PaidPlan,
  PRICE_CHANGE_NOTICE_DAYS,
  type PriceChangeInput,
  priceChangeInputSchema,
} from '@vetvoz/domain';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatDay } from './format.ts';

/** The price-change form as typed: a plan, the price in reais ("89,90") and a calendar day. */
export interface PriceDraft {
  plan: PaidPlan | '';
  price: string;
  effectiveOn: string;
}

export const EMPTY_PRICE_DRAFT: PriceDraft = { plan: '', price: '', effectiveOn: '' };

/** "89,90", "R$ 1.234,5" or "90" in centavos; null when it is not an amount in reais written in pt-BR. */
export function parseReais(text: string): number | null {
  const value = text.replace(/^\s*R\$\s*/, '').trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value)) return null;
  const [whole = '', fraction = ''] = value.replaceAll('.', '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function isPaidPlan(value: string): value is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(value);
}

/** What the API receives, once the draft is valid. */
export function priceChangeInputOf(draft: PriceDraft): PriceChangeInput {
  return {
    plan: draft.plan as PaidPlan,
    chargeCents: parseReais(draft.price) ?? Number.NaN,
    effectiveOn: draft.effectiveOn,
  };
}

const PRICE_FORMAT_MESSAGE = 'Informe o novo preço em reais, com vírgula nos centavos: 89,90.';

/** The schema's field names to the form's. */
export const DRAFT_FIELD: Record<string, keyof PriceDraft> = {
  plan: 'plan',
  chargeCents: 'price',
  effectiveOn: 'effectiveOn',
};

/**
 * The domain schema's checks on the draft (plan, price limits, a real calendar day), with the price's
 * own wording in reais, and the 30-day minimum the server enforces, checked against `now` in São Paulo.
 */
export function checkPriceDraft(draft: PriceDraft, now: Date = new Date()) {
  const parsed = priceChangeInputSchema.safeParse(priceChangeInputOf(draft));
  const errors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, EMPTY_PRICE_DRAFT, (path) => DRAFT_FIELD[String(path[0])]);
  if (draft.price.trim() && parseReais(draft.price) === null) errors.price = PRICE_FORMAT_MESSAGE;
  else if (!draft.price.trim()) errors.price = 'Informe o novo preço.';
  const earliest = earliestEffectiveDay(now);
  if (!errors.effectiveOn && draft.effectiveOn < earliest)
    errors.effectiveOn = `A data de vigência deve ser a partir de ${formatDay(earliest)}, a pelo menos ${PRICE_CHANGE_NOTICE_DAYS} dias de hoje.`;
  return errors;
}
