import { useQueryClient } from '@tanstack/react-query';
import {
  CNPJ_MASK_MAX_LENGTH,
  type DocumentEstablishment,
  maskCnpj,
  maskPhone,
  type Profile,
  type ProfileEstablishmentInput,
  profileEstablishmentSchema,
} from '@vetvoz/domain';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fieldBinder } from '../../../components/ui/field-binding.ts';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useConfirm } from '../../../components/ui/use-confirm.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { differsFrom, useZodForm } from '../../../lib/use-zod-form.ts';
import { PROFILE_QUERY_KEY, updateProfile } from '../api/profile-query.ts';

interface Values {
  name: string;
  cnpj: string;
  crmvRegistration: string;
  address: string;
  phone: string;
}

const valuesOf = (establishment: DocumentEstablishment | null): Values => ({
  name: establishment?.name ?? '',
  cnpj: maskCnpj(establishment?.cnpj ?? ''),
  crmvRegistration: establishment?.crmvRegistration ?? '',
  address: establishment?.address ?? '',
  phone: maskPhone(establishment?.phone ?? ''),
});

/**
 * The vet's clinic or unit, kept in the profile and printed in the header of every document they issue
 * (Res. CFMV 1.321/2020 asks for the establishment's name, CNPJ, CRMV registration, address and phone).
 */
export function EstablishmentForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(profile.establishment !== null);
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile.establishment));
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
    schema: profileEstablishmentSchema,
    onSubmit: async (current) => {
      const establishment: ProfileEstablishmentInput = current;
      settle(await updateProfile({ establishment }));
      toast.success('Estabelecimento salvo.', { message: 'Ele sai no cabeçalho dos próximos documentos.' });
    },
    onFailure: (error) =>
      toast.error('Não foi possível salvar o estabelecimento.', {
        message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
      }),
  });
  const field = fieldBinder({ values, set, errors });
  const dirty = differsFrom(values, saved);

  function settle(updated: Profile) {
    queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
    const next = valuesOf(updated.establishment);
    setStored(updated.establishment !== null);
    setSaved(next);
    reset(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!dirty) {
      event.preventDefault();
      return;
    }
    void handleSubmit(event);
  }

  const remove = useConfirm(
    async () => {
      settle(await updateProfile({ establishment: null }));
      toast.success('Estabelecimento removido.');
    },
    { describeFailure: (error) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE) },
  );

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <TextField
            label="Nome do estabelecimento"
            autoComplete="organization"
            placeholder="Clínica Veterinária São Francisco"
            {...field('name')}
            name="establishmentName"
            className="sm:col-span-2"
          />
          <TextField
            label="CNPJ"
            name="establishmentCnpj"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="00.000.000/0000-00"
            maxLength={CNPJ_MASK_MAX_LENGTH}
            value={values.cnpj}
            onChange={(event) => set('cnpj', maskCnpj(event.target.value))}
            error={errors.cnpj}
          />
          <TextField
            label="Registro no CRMV"
            optional
            autoComplete="off"
            placeholder="PJ 4321/SP"
            {...field('crmvRegistration')}
            name="establishmentCrmvRegistration"
          />
          <TextField
            label="Endereço"
            autoComplete="off"
            placeholder="Rua, número — bairro, cidade/UF"
            {...field('address')}
            name="establishmentAddress"
            className="sm:col-span-2"
          />
          {/* Not the vet's own number: the browser must not fill in theirs. */}
          <PhoneField
            label="Telefone do estabelecimento"
            autoComplete="off"
            placeholder="(11) 3333-4444"
            {...field.phone('phone')}
            name="establishmentPhone"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {stored && !dirty && !saving ? (
            <Button variant="danger" className="sm:mr-auto" onClick={remove.ask}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remover
            </Button>
          ) : null}
          {dirty && !saving ? (
            <Button variant="ghost" onClick={() => reset(saved)}>
              Descartar alterações
            </Button>
          ) : null}
          <Button type="submit" disabled={!dirty || saving} aria-busy={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {saving ? 'Salvando...' : 'Salvar estabelecimento'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        {...remove.dialog}
        title="Remover o estabelecimento?"
        description="Os próximos documentos sairão só com o seu nome e CRMV no cabeçalho. Os documentos já emitidos não mudam."
        cancelLabel="Cancelar"
        confirmLabel="Remover"
        busyLabel="Removendo..."
        focus="confirm"
      />
    </>
  );
}
