import type { SubscriptionView } from '@vetvoz/domain';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { periodLine } from '../../billing/index.ts';

/**
 * For a vet who already pays: what they have, and that a new plan is a new subscription (Stripe's payment
 * links do not switch plans), so the current one is canceled in the profile to avoid paying twice.
 */
export function SubscribedNotice({ subscription }: { subscription: SubscriptionView }) {
  if (subscription.plan === 'gratis' || subscription.status === 'canceled') return null;
  const period = periodLine(subscription);
  return (
    <div className="mb-10 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-950 text-sm leading-relaxed">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        Você assina o <strong>{subscription.planName}</strong>
        {period ? ` (${period.charAt(0).toLowerCase()}${period.slice(1)})` : ''}. Para trocar de plano, assine
        o novo e cancele o atual em{' '}
        <Link to="/profile#assinatura" className="font-medium underline underline-offset-2">
          Meu perfil
        </Link>
        : ele vale até o fim do período pago.
      </p>
    </div>
  );
}
