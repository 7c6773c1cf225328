import { CPF_MASK_MAX_LENGTH, maskCpf } from '@vetvoz/domain';
import { useId } from 'react';
import { PhoneField } from '../../../../components/ui/phone-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { type IssueDraft, useIssueDraft } from './issue-draft.tsx';

/**
 * The tutor, typed once for the whole visit: every PDF, WhatsApp and e-mail of this consultation starts from
 * here. Page memory only (GUIDE §6): nothing of it is saved, on the server or in this browser.
 */
export function ResponsavelPanel() {
  const id = useId();
  const titleId = `${id}-title`;
  const { draft, setDraft } = useIssueDraft();
  const update = (field: keyof IssueDraft, value: string) => setDraft({ ...draft, [field]: value });
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
      <div>
        <h3 id={titleId} className="font-semibold text-base text-slate-900">
          Responsável pelo animal
        </h3>
        <p className="mt-1 text-slate-600 text-sm">
          Preencha uma vez: vale para todos os documentos e envios desta consulta. Não fica salvo.
        </p>
      </div>
      <div className="grid min-w-0 gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField
          id={`${id}-nome`}
          label="Nome do responsável"
          autoComplete="off"
          value={draft.responsavelNome}
          onChange={(event) => update('responsavelNome', event.target.value)}
        />
        <TextField
          id={`${id}-cpf`}
          label="CPF do responsável"
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={CPF_MASK_MAX_LENGTH}
          value={draft.responsavelCpf}
          onChange={(event) => update('responsavelCpf', maskCpf(event.target.value))}
        />
        <TextField
          id={`${id}-endereco`}
          className="sm:col-span-2"
          label="Endereço do responsável"
          autoComplete="off"
          hint="Rua, número, bairro, cidade/UF."
          value={draft.responsavelEndereco}
          onChange={(event) => update('responsavelEndereco', event.target.value)}
        />
        <PhoneField
          id={`${id}-telefone`}
          label="Celular do tutor (WhatsApp)"
          optional
          autoComplete="off"
          value={draft.telefone}
          onValueChange={(value) => update('telefone', value)}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail do tutor"
          optional
          type="email"
          inputMode="email"
          autoComplete="off"
          value={draft.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </div>
    </section>
  );
}
