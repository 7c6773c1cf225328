import { LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { deleteAccount } from '../api/account.ts';

const FORM_ID = 'excluir-conta';

/** LGPD erasure: says plainly what goes, asks for the password, then leaves the signed-out user on "/". */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setPassword('');
    setError(null);
    onClose();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setError('Informe sua senha para confirmar.');
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (caught) {
      setDeleting(false);
      setError(caught instanceof ApiError ? caught.message : NETWORK_ERROR_MESSAGE);
      return;
    }
    // Leave the protected page first, so the guard never sees "no user" here and bounces to /login.
    await navigate('/', { flushSync: true, replace: true });
    await signOut();
    toast.success('Sua conta foi excluída.', { message: 'Obrigado por ter usado o VetVoz.' });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!deleting}
      title="Excluir minha conta"
      description="Esta ação é definitiva e não pode ser desfeita."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={deleting} className="w-full sm:w-auto">
            Cancelar
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            disabled={deleting}
            aria-busy={deleting}
            className="w-full sm:w-auto"
          >
            {deleting ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {deleting ? 'Excluindo...' : 'Excluir conta definitivamente'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="text-slate-700 text-sm leading-relaxed">
          <p>Ao excluir sua conta, apagamos:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-red-500">
            <li>seu perfil: nome, e-mail, CPF, CRMV, telefone e data de nascimento;</li>
            <li>sua foto de perfil;</li>
            <li>suas sessões abertas em todos os dispositivos.</li>
          </ul>
          <p className="mt-3">
            Registros de segurança ficam guardados apenas de forma anônima. Se quiser uma cópia dos seus
            dados, use “Baixar meus dados” antes de continuar.
          </p>
        </div>
        <PasswordField
          label="Sua senha"
          name="password"
          autoComplete="current-password"
          data-autofocus=""
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
