import type { PaidPlan, PlanOffer } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { choiceLabel, planChoiceState } from '../plan-choice.ts';

interface PlanActionProps {
  offer: PlanOffer;
  signedIn: boolean;
  /** The vet's plan now (signed in only). */
  current: boolean;
  /** The paid plan whose payment page is being opened. */
  pending: PaidPlan | null;
  onCheckout: (plan: PaidPlan) => void;
}

/**
 * The choice on a plan card. Visitors go on to sign-up with the plan (docs/product-rules.md §2); signed-in vets go straight
 * to the plan's payment page, or to their consultations for the free plan.
 */
export function PlanAction({ offer, signedIn, current, pending, onCheckout }: PlanActionProps) {
  const free = offer.plan === 'gratis';
  const variant = free ? 'secondary' : 'primary';
  if (!signedIn)
    return (
      <ButtonLink to="/login" state={planChoiceState(offer.plan)} variant={variant} className="w-full">
        {choiceLabel(offer)}
      </ButtonLink>
    );
  if (current)
    return (
      <Button variant="secondary" className="w-full" disabled>
        Seu plano atual
      </Button>
    );
  if (offer.plan === 'gratis')
    return (
      <ButtonLink to="/consultation" variant="secondary" className="w-full">
        Usar as consultas grátis
      </ButtonLink>
    );
  const plan = offer.plan;
  return (
    <Button className="w-full" disabled={pending !== null} onClick={() => onCheckout(plan)}>
      {pending === plan ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : null}
      {pending === plan ? 'Abrindo o pagamento…' : choiceLabel(offer)}
    </Button>
  );
}
