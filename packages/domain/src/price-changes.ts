import { z } from 'zod';
import { PRICE_CHANGE_NOTICE_DAYS } from './constants.ts';
import { PAID_PLANS, type PaidPlan } from './plans.ts';

/**
 * Price changes a site admin announces (decision 026). The terms promise that a new price is
 * told at least 30 days before the renewal it applies to, and only from that renewal on: each paid
 * subscriber is notified once, 30 days before their first renewal on or after the effective date.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar days are Brazil's: an effective date means that day in São Paulo, where the product sells. */
export const PRICE_CHANGE_TIME_ZONE = 'America/Sao_Paulo';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (YYYY-MM-DD) of an instant in São Paulo. */
export function saoPauloDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PRICE_CHANGE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `day` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first effective date an announcement made at `now` may name: 30 days on, so every renewal it
 * touches is at least 30 days away when it is announced. */
export function earliestEffectiveDay(now: Date): string {
  return addDays(saoPauloDay(now), PRICE_CHANGE_NOTICE_DAYS);
}

/**
 * Whether a subscriber renewing at `renewalAt` must be told of a change effective on `effectiveOn` at
 * `now`: the renewal is still ahead, at most 30 days away, and falls on or after the effective date.
 * A daily run therefore tells each subscriber between 30 and 29 days before; a run that was missed
 * (the server was down) tells them at the next one.
 */
export function isPriceNoticeDue({
  renewalAt,
  effectiveOn,
  now,
}: {
  renewalAt: Date;
  effectiveOn: string;
  now: Date;
}): boolean {
  const ahead = renewalAt.getTime() - now.getTime();
  if (ahead <= 0 || ahead > PRICE_CHANGE_NOTICE_DAYS * DAY_MS) return false;
  return saoPauloDay(renewalAt) >= effectiveOn;
}

/** Limits of a new price in centavos: from R$ 1,00 to R$ 100.000,00 per billing period. */
export const MIN_PRICE_CHANGE_CENTS = 100;
export const MAX_PRICE_CHANGE_CENTS = 10_000_000;

/** POST /api/admin/price-changes. */
export const priceChangeInputSchema = z.object({
  plan: z.enum(PAID_PLANS, 'Escolha um plano pago: mensal, semestral ou anual.'),
  /** The new amount charged each billing period (a month, six months, a year), in centavos. */
  chargeCents: z
    .number('Informe o novo preço em centavos.')
    .int('Informe o novo preço em centavos, sem frações.')
    .min(MIN_PRICE_CHANGE_CENTS, 'O novo preço deve ser de pelo menos R$ 1,00.')
    .max(MAX_PRICE_CHANGE_CENTS, 'O novo preço pode ser de no máximo R$ 100.000,00.'),
  effectiveOn: z
    .string('Informe a data de vigência.')
    .refine(isCalendarDay, 'Informe a data de vigência no formato AAAA-MM-DD.'),
});
export type PriceChangeInput = z.input<typeof priceChangeInputSchema>;

export const priceChangeSchema = z.object({
  id: z.string(),
  plan: z.enum(PAID_PLANS),
  planName: z.string(),
  chargeCents: z.number().int(),
  /** The new price as shown ("R$ 89,90"). */
  price: z.string(),
  effectiveOn: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** Subscribers told so far. */
  notifiedCount: z.number().int().min(0),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const priceChangeListSchema = z.object({ priceChanges: z.array(priceChangeSchema) });
export type PriceChangeList = z.infer<typeof priceChangeListSchema>;

/** How each paid plan's billing period reads after a price ("R$ 89,90 por mês"). */
export const BILLING_PERIOD_WORDS: Record<PaidPlan, string> = {
  mensal: 'por mês',
  semestral: 'a cada 6 meses',
  anual: 'por ano',
};
