import { CreditCard, LoaderCircle } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { useBillingPortal } from '../use-billing-portal.ts';

/** Opens Stripe's Customer Portal for the vet's plan, or for the unit's when `businessUnitId` is given. */
export function ManagePaymentButton({
  businessUnitId,
  label = 'Gerenciar pagamento',
  variant = 'secondary',
  size,
  className,
}: {
  businessUnitId?: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { open, pending } = useBillingPortal(businessUnitId);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={pending}
      onClick={() => void open()}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <CreditCard aria-hidden="true" className="size-4" />
      )}
      {pending ? 'Abrindo o Stripe…' : label}
    </Button>
  );
}
