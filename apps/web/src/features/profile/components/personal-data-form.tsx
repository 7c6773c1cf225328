import { useQueryClient } from '@tanstack/react-query';
import { maskPhone, type Profile, type ProfileUpdate, profileUpdateSchema } from '@vetvoz/domain';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldBinder } from '../../../components/ui/field-binding.ts';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { differsFrom, useZodForm } from '../../../lib/use-zod-form.ts';
import { PROFILE_QUERY_KEY, updateProfile } from '../api/profile-query.ts';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  crmv: string;
  allowContact: boolean;
}

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: maskPhone(profile.phone),
  crmv: profile.crmv,
  allowContact: profile.allowContact,
});

/** Name, phone, CRMV and the contact preference: what a user may change about themselves. */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile));
  const {
    formRef,
    values,
    set,
    errors,
    submitting: saving,
    handleSubmit,
    reset,
  } = useZodForm({
    initialValues: saved,
    schema: profileUpdateSchema,
    onSubmit: async (current) => {
      const changes: ProfileUpdate = current;
      const updated = await updateProfile(changes);
      queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
      const next = valuesOf(updated);
      setSaved(next);
      reset(next);
      toast.success('Perfil atualizado.');
      // The header greets the user by name: read the session again.
      await refresh();
    },
    onFailure: (error) =>
      toast.error('Não foi possível salvar o perfil.', {
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
      }),
  });
  const field = fieldBinder({ values, set, errors });
  const dirty = differsFrom(values, saved);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!dirty) {
      event.preventDefault();
      return;
    }
    void handleSubmit(event);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField label="Nome" {...field('firstName')} autoComplete="given-name" />
        <TextField label="Sobrenome" {...field('lastName')} autoComplete="family-name" />
        <PhoneField label="Telefone" {...field.phone('phone')} />
        <TextField
          label="CRMV"
          {...field('crmv')}
          autoComplete="off"
          placeholder="12345/SP"
          hint="Sai nos documentos que você emitir."
        />
      </div>
      <Checkbox {...field.checkbox('allowContact')} label="Aceito receber novidades e contato do VetVoz" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {dirty && !saving ? (
          <Button variant="ghost" onClick={() => reset(saved)}>
            Descartar alterações
          </Button>
        ) : null}
        <Button type="submit" disabled={!dirty || saving} aria-busy={saving}>
          {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {saving ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}
