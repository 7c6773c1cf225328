import { NON_PAYMENT_GRACE_DAYS } from '../constants.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import type { QuotaRefusal } from './quota.ts';

/** Why a new consultation is refused, in words that say what to do next. */
export const QUOTA_REFUSAL_MESSAGES: Record<QuotaRefusal, string> = {
  'trial-exhausted': ERROR_MESSAGES.QUOTA_EXCEEDED,
  'plan-limit':
    'Você já usou as consultas deste mês do seu plano. Elas se renovam no início do próximo ciclo da assinatura.',
  'payment-overdue': `O pagamento da sua assinatura está pendente há mais de ${NON_PAYMENT_GRACE_DAYS} dias. Atualize a forma de pagamento em Perfil › Assinatura › “Gerenciar pagamento” para continuar.`,
  'subscription-ended': 'Sua assinatura terminou. Assine um plano para continuar.',
};

export function quotaRefusalMessage(refusal: QuotaRefusal | undefined): string {
  return refusal ? QUOTA_REFUSAL_MESSAGES[refusal] : ERROR_MESSAGES.QUOTA_EXCEEDED;
}

/** Refused account deletion: Stripe could not stop billing, so nothing was erased. */
export const STOP_BILLING_FAILED_MESSAGE =
  'Não foi possível encerrar a cobrança no Stripe. Nada foi excluído; tente de novo em instantes.';
