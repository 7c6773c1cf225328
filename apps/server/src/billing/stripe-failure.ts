import { AppError } from '../http/app-error.ts';

/**
 * A failed Stripe call as the API's PAYMENT_PROVIDER_FAILED, with `details` in pt-BR the screen may show
 * (docs/product-rules.md §7: the cancel answer carries `details`). Stripe's own English text stays in the log.
 */
export function stripeFailure(error: unknown, message: string): AppError {
  const type = (error as { type?: string }).type;
  const shownDetails =
    type === 'StripeConnectionError' || type === 'StripeAPIError'
      ? 'O Stripe não respondeu. Tente novamente em instantes.'
      : type === 'StripeInvalidRequestError'
        ? 'O Stripe recusou o pedido: a assinatura pode já estar cancelada ou não existir mais.'
        : 'O Stripe não concluiu o pedido. Tente novamente em instantes.';
  return new AppError('PAYMENT_PROVIDER_FAILED', message, { cause: error, details: { type }, shownDetails });
}
