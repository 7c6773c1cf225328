import { ArrowLeft, FileWarning, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { fieldBinder } from '../../../components/ui/field-binding.ts';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { deleteAccount } from '../api/account.ts';
import { BillingOnDeletion } from './billing-on-deletion.tsx';
import { ExportLink } from './export-link.tsx';

const FORM_ID = 'excluir-conta';
/** Typed by the vet to confirm: a password manager fills the password, never this. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';

const EMPTY = { password: '', confirmation: '' };

/**
 * LGPD erasure in two steps. First the vet reads what goes and what stays, is reminded of the duty to keep
 * prontuários for 5 years (the consultations and documents go with the account) and may download the
 * export; then the password (always) and a typed confirmation. Afterwards the signed-out user lands on "/".
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<'inform' | 'confirm'>('inform');
  const passwordRef = useRef<HTMLInputElement>(null);
  const {
    formRef,
    values,
    set,
    errors,
    submitting: deleting,
    handleSubmit,
    reset: resetForm,
  } = useZodForm({
    initialValues: EMPTY,
    validate: ({ password, confirmation }) => ({
      password: password ? undefined : 'Informe sua senha para confirmar.',
      confirmation:
        confirmation.trim() === DELETE_CONFIRMATION_WORD
          ? undefined
          : `Digite ${DELETE_CONFIRMATION_WORD}, em maiúsculas, para confirmar.`,
    }),
    onSubmit: async ({ password }) => {
      await deleteAccount(password);
      // Leave the protected page first, so the guard never sees "no user" here and bounces to /login.
      await navigate('/', { flushSync: true, replace: true });
      await signOut();
      toast.success('Sua conta foi excluída.', { message: 'Obrigado por ter usado o VetVoz.' });
    },
    // Whatever the refusal (a wrong password, the network), it is shown where the vet just typed.
    onFailure: (error, { showErrors }) =>
      showErrors({ password: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE }),
  });
  const field = fieldBinder({ values, set, errors });

  useEffect(() => {
    if (step === 'confirm') passwordRef.current?.focus();
  }, [step]);

  const close = () => {
    if (deleting) return;
    setStep('inform');
    resetForm();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!deleting}
      title="Excluir minha conta"
      description="Esta ação é definitiva e não pode ser desfeita."
      footer={
        step === 'inform' ? (
          <>
            <Button variant="secondary" onClick={close} className="w-full sm:w-auto">
              Cancelar
            </Button>
            <Button variant="danger" onClick={() => setStep('confirm')} className="w-full sm:w-auto">
              Continuar
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                resetForm(values);
                setStep('inform');
              }}
              disabled={deleting}
              className="w-full sm:w-auto"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar
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
        )
      }
    >
      {step === 'inform' ? (
        <div className="space-y-5 text-slate-700 text-sm leading-relaxed">
          <section
            aria-labelledby="prontuarios-titulo"
            className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
          >
            <h3 id="prontuarios-titulo" className="flex items-center gap-2 font-semibold">
              <FileWarning aria-hidden="true" className="size-4 shrink-0" />
              Guarde seus prontuários antes
            </h3>
            <p className="mt-1.5">
              O CFMV (Resolução nº 1.321/2020) exige que o médico-veterinário guarde o prontuário de cada
              atendimento por pelo menos 5 anos após o último atendimento, mesmo depois do óbito do animal. Ao
              excluir a conta, o VetVoz apaga suas consultas e documentos: baixe uma cópia e guarde-a.
            </p>
            <ExportLink className="mt-3 w-full bg-white sm:w-auto" />
          </section>
          <BillingOnDeletion />
          <div>
            <p>Ao excluir sua conta, apagamos:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-red-500">
              <li>seu perfil: nome, e-mail, CPF, CRMV, telefone, data de nascimento e estabelecimento;</li>
              <li>sua foto de perfil;</li>
              <li>suas consultas, transcrições e documentos;</li>
              <li>suas sessões abertas em todos os dispositivos.</li>
            </ul>
            <p className="mt-3">
              Guardamos, sem identificar você, apenas a contagem de consultas usadas (para o controle de
              limites e cobrança) e os registros de segurança.
            </p>
          </div>
        </div>
      ) : (
        <form ref={formRef} id={FORM_ID} noValidate onSubmit={handleSubmit} className="space-y-5">
          <p className="text-slate-700 text-sm leading-relaxed">
            Confirme com sua senha. Depois disso, sua conta, suas consultas e seus documentos não poderão ser
            recuperados.
          </p>
          <PasswordField
            ref={passwordRef}
            label="Sua senha"
            {...field('password')}
            autoComplete="current-password"
          />
          <TextField
            label={`Para confirmar, digite ${DELETE_CONFIRMATION_WORD}`}
            {...field('confirmation')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </form>
      )}
    </Dialog>
  );
}
