import {
  CPF_MASK_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  maskCpf,
  PLAN_DISPLAY_NAMES,
  type Plan,
  PROFESSIONAL_ROLE_LABELS,
  PROFESSIONAL_ROLES,
} from '@vetvoz/domain';
import { ChevronDown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldBinder } from '../../../components/ui/field-binding.ts';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { PhotoInput, useObjectUrl } from '../../../components/ui/photo-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PhotoError, preparePhoto, UNREADABLE_IMAGE_MESSAGE } from '../../../lib/prepare-photo.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { signUp } from '../api/sign-up.ts';
import {
  checkRegistration,
  EMPTY_REGISTRATION,
  type RegistrationField,
  type RegistrationValues,
} from '../registration-values.ts';
import { FormNotice } from './form-notice.tsx';
import { LegalConsent } from './legal-consent.tsx';
import { PasswordStrengthHint } from './password-strength-hint.tsx';
import { describeSignUpFailure, pause, sendPhoto } from './registration-outcome.ts';
import { type RegistrationStatus, RegistrationSubmitButton } from './registration-submit-button.tsx';

/** Long enough to read "Conta criada!" before the next page; overlaps the photo upload. */
export const SUCCESS_PAUSE_MS = 700;
export const SESSION_AFTER_SIGN_UP_MESSAGE =
  'Sua conta foi criada, mas não foi possível iniciar a sessão. Verifique se o navegador aceita cookies e entre com seu e-mail e senha.';

const ROLE_OPTIONS = PROFESSIONAL_ROLES.map((role) => ({
  value: role,
  label: PROFESSIONAL_ROLE_LABELS[role],
}));

interface RegistrationFormProps {
  /** A plan fixed by the plans page: shown read-only and sent with the account. */
  selectedPlan?: Plan;
  /** Re-reads the session and moves on; resolves false when no session could be started. */
  onRegistered: () => Promise<boolean>;
  /** The address to start with (the one an invitation was sent to). */
  initialEmail?: string;
}

/** The spec's registration (§2, §4, §5, §8): validated on submit, everything typed kept on failure. */
export function RegistrationForm({ selectedPlan, onRegistered, initialEmail = '' }: RegistrationFormProps) {
  const [serverError, setServerError] = useState<{ text: string; field?: 'email' | 'cpf' } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [checkingPhoto, setCheckingPhoto] = useState(false);
  const photoPreview = useObjectUrl(photo);
  const plan = selectedPlan ?? 'gratis';
  const form = useZodForm({
    initialValues: { ...EMPTY_REGISTRATION, email: initialEmail },
    validate: (current) => {
      const check = checkRegistration(current, plan);
      return check.ok ? {} : check.errors;
    },
    onSubmit: async (current) => {
      const check = checkRegistration(current, plan);
      if (!check.ok) return;
      await signUp(check.payload);
      setSucceeded(true);
      await Promise.all([photo ? sendPhoto(photo) : undefined, pause(SUCCESS_PAUSE_MS)]);
      if (!(await onRegistered())) setServerError({ text: SESSION_AFTER_SIGN_UP_MESSAGE });
    },
    // The spec shows a refusal in one notice above the button, the field it names marked.
    serverFieldErrors: false,
    onFailure: (error) => setServerError(describeSignUpFailure(error)),
  });
  const { formRef, values, errors } = form;
  const field = fieldBinder(form);
  const status: RegistrationStatus = succeeded ? 'success' : form.submitting ? 'submitting' : 'idle';

  function set<K extends RegistrationField>(field: K, value: RegistrationValues[K]) {
    // The message goes once the field is edited; the rest stay until the next submit.
    form.set(field, value);
    if (serverError?.field === field) setServerError(null);
  }

  async function pickPhoto(file: File) {
    setPhotoError(null);
    setCheckingPhoto(true);
    try {
      setPhoto(await preparePhoto(file));
    } catch (error) {
      setPhotoError(error instanceof PhotoError ? error.message : UNREADABLE_IMAGE_MESSAGE);
    } finally {
      setCheckingPhoto(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (status !== 'idle' || checkingPhoto) {
      event.preventDefault();
      return;
    }
    setServerError(null);
    void form.handleSubmit(event);
  }

  const termsError = errors.acceptTerms ?? errors.acceptPrivacy;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      {selectedPlan ? (
        <TextField
          label="Plano escolhido"
          value={PLAN_DISPLAY_NAMES[selectedPlan]}
          readOnly
          hint={
            <>
              Para trocar de plano,{' '}
              <Link to="/plans" className="font-medium text-brand-800 underline underline-offset-2">
                volte aos planos
              </Link>
              .
            </>
          }
        />
      ) : null}

      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField label="Nome" {...field('firstName')} autoComplete="given-name" />
        <TextField label="Sobrenome" {...field('lastName')} autoComplete="family-name" />
        <TextField
          label="E-mail"
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.email || serverError?.field === 'email' ? true : undefined}
        />
        <PhoneField label="Telefone" {...field.phone('phone')} />
        <TextField
          label="CPF"
          name="cpf"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={CPF_MASK_MAX_LENGTH}
          value={values.cpf}
          onChange={(event) => set('cpf', maskCpf(event.target.value))}
          error={errors.cpf}
          aria-invalid={errors.cpf || serverError?.field === 'cpf' ? true : undefined}
        />
        <TextField
          label="CRMV"
          {...field('crmv')}
          autoComplete="off"
          placeholder="12345/SP"
          hint="Número e UF do seu registro no conselho."
        />
        <SelectField
          label="Função"
          name="role"
          placeholder="Selecione"
          options={ROLE_OPTIONS}
          value={values.role}
          onChange={(event) => set('role', event.target.value as RegistrationValues['role'])}
          error={errors.role}
        />
        <PasswordField
          label="Senha"
          {...field('password')}
          autoComplete="new-password"
          hint={
            <PasswordStrengthHint
              password={values.password}
              userInputs={[values.email, values.firstName, values.lastName]}
              fallback={`Pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`}
            />
          }
        />
        <PasswordField label="Confirmar senha" {...field('confirmPassword')} autoComplete="new-password" />
      </div>

      {/* Optional and rarely needed on day one: folded, so the form fits a phone's screen. */}
      <details className="group rounded-xl border border-slate-200 p-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center font-medium text-slate-700 text-sm [&::-webkit-details-marker]:hidden">
          <span className="flex-1">
            Foto e data de nascimento{' '}
            <span className="ml-1 font-normal text-slate-500">(opcional, também no perfil)</span>
          </span>
          {/* Without a chevron the folded box reads as a caption, not as something to open. */}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-3 space-y-5">
          <div>
            <p className="font-medium text-slate-800 text-sm">
              Foto de perfil <span className="font-normal text-slate-500">(opcional)</span>
            </p>
            <div className="mt-2">
              <PhotoInput
                src={photoPreview}
                name={values.firstName}
                onPick={(file) => void pickPhoto(file)}
                onRemove={() => setPhoto(null)}
                pending={checkingPhoto}
                pendingLabel="Verificando a imagem…"
                error={photoError}
                hint="JPG, PNG ou WebP. Aparece no seu perfil."
              />
            </div>
          </div>
          <TextField
            label="Data de nascimento"
            optional
            {...field('birthDate')}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
          />
        </div>
      </details>

      <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/70 p-4">
        <LegalConsent
          acceptTerms={values.acceptTerms}
          acceptPrivacy={values.acceptPrivacy}
          onChange={(kind, accepted) => set(kind === 'terms' ? 'acceptTerms' : 'acceptPrivacy', accepted)}
          error={termsError}
        />
        <Checkbox {...field.checkbox('allowContact')} label="Aceito receber novidades e contato do VetVoz" />
      </div>

      {serverError ? <FormNotice kind="error">{serverError.text}</FormNotice> : null}

      <RegistrationSubmitButton status={status} />
    </form>
  );
}
