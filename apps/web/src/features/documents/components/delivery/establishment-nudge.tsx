import { useQueryClient } from '@tanstack/react-query';
import {
  CNPJ_MASK_MAX_LENGTH,
  type DocumentType,
  maskCnpj,
  profileEstablishmentSchema,
} from '@vetvoz/domain';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { PhoneField } from '../../../../components/ui/phone-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { saveEstablishment, signerOf, useIssuerProfile } from '../../api/issuer-profile.ts';
import { useIssueDraft } from './issue-draft.tsx';

export const ESTABLISHMENT_NUDGE_TEXT =
  'Complete os dados do estabelecimento para que o cabeçalho da receita saia completo';

/**
 * Whether to ask for the establishment in the issue dialog: a receita is about to leave and the profile
 * has none. Asked once per visit; the vet may always issue without it.
 */
export function useEstablishmentNudge(types: readonly DocumentType[]) {
  const profile = useIssuerProfile();
  const { establishmentNudgeDismissed, dismissEstablishmentNudge } = useIssueDraft();
  const show =
    types.includes('receita') && profile.data?.establishment === null && !establishmentNudgeDismissed;
  return { show, dismiss: dismissEstablishmentNudge };
}

interface Values {
  name: string;
  cnpj: string;
  address: string;
  phone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/**
 * The establishment's fields inside the issue dialog, saved to the profile before the document goes:
 * no new tab, no second attempt. `save` answers whether the issue may go on. The name starts as the vet's
 * own — what a vet who works on their own prints — and is theirs to change; nothing else is guessed
 * (a personal phone or address is not put on a document unasked).
 */
export function useInlineEstablishment() {
  const queryClient = useQueryClient();
  const profile = useIssuerProfile();
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<Errors>({});
  const values: Values = {
    name: signerOf(profile.data).vetName,
    cnpj: '',
    address: '',
    phone: '',
    ...typed,
  };
  const set = (field: keyof Values, value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  async function save(): Promise<boolean> {
    const parsed = profileEstablishmentSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return false;
    }
    const updated = await saveEstablishment(values);
    queryClient.setQueryData(['profile'], updated);
    return true;
  }
  return { values, errors, set, save };
}

export type InlineEstablishment = ReturnType<typeof useInlineEstablishment>;

/** The fields themselves, under what is missing and why; "Emitir sem" drops them for this visit. */
export function EstablishmentFields({
  idPrefix,
  establishment,
  onSkip,
}: {
  idPrefix: string;
  establishment: InlineEstablishment;
  onSkip: () => void;
}) {
  const { values, errors, set } = establishment;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-3 sm:p-4">
      <legend className="sr-only">Dados do estabelecimento</legend>
      <p className="flex items-start gap-2 text-amber-950 text-sm">
        <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>{ESTABLISHMENT_NUDGE_TEXT}. Fica salvo no seu perfil.</span>
      </p>
      <TextField
        id={`${idPrefix}-est-nome`}
        label="Nome do estabelecimento"
        hint="Atende por conta própria? Seu nome já serve. Numa clínica, use o nome dela."
        autoComplete="organization"
        placeholder="Clínica Veterinária São Francisco"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
        data-autofocus=""
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-est-cnpj`}
          label="CNPJ"
          optional
          autoComplete="off"
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          maxLength={CNPJ_MASK_MAX_LENGTH}
          value={values.cnpj}
          error={errors.cnpj}
          onChange={(event) => set('cnpj', maskCnpj(event.target.value))}
        />
        <PhoneField
          id={`${idPrefix}-est-telefone`}
          label="Telefone do estabelecimento"
          optional
          name="establishmentPhone"
          autoComplete="off"
          placeholder="(11) 3333-4444"
          value={values.phone}
          error={errors.phone}
          onValueChange={(masked) => set('phone', masked)}
        />
      </div>
      <TextField
        id={`${idPrefix}-est-endereco`}
        label="Endereço do estabelecimento"
        optional
        autoComplete="off"
        placeholder="Rua, número — bairro, cidade/UF"
        value={values.address}
        error={errors.address}
        onChange={(event) => set('address', event.target.value)}
      />
      <button
        type="button"
        onClick={onSkip}
        className="min-h-11 justify-self-start rounded-lg px-1 text-slate-700 text-sm underline underline-offset-2 hover:text-slate-900 sm:min-h-9"
      >
        Emitir sem o estabelecimento
      </button>
    </fieldset>
  );
}
