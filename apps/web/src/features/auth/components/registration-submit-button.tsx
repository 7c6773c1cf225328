import { Check, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export type RegistrationStatus = 'idle' | 'submitting' | 'success';

/** Criar conta, turning into "Criando conta..." and then a green "Conta criada!". */
export function RegistrationSubmitButton({ status }: { status: RegistrationStatus }) {
  return (
    <Button
      type="submit"
      size="lg"
      className={
        status === 'success'
          ? 'w-full bg-emerald-600! hover:bg-emerald-600! disabled:cursor-default disabled:opacity-100!'
          : 'w-full'
      }
      disabled={status !== 'idle'}
      aria-busy={status === 'submitting'}
    >
      {status === 'submitting' ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {status === 'success' ? <Check aria-hidden="true" className="size-5" /> : null}
      {status === 'submitting' ? 'Criando conta...' : status === 'success' ? 'Conta criada!' : 'Criar conta'}
    </Button>
  );
}
