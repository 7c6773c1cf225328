import { CPF_MASK_MAX_LENGTH, maskCpf, REQUIRED_ISSUE_DETAILS } from '@vetvoz/domain';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { IssueForm } from './use-issue-form.ts';

/** The responsável's details this document prints (typed now, never stored) and the place of issue. */
export function IssueDetailsFields({ form }: { form: IssueForm }) {
  const { formId, draft, errors, updateDraft } = form;
  const required = REQUIRED_ISSUE_DETAILS[form.record.type];
  return (
    <>
      {required.includes('responsavelNome') ? (
        <TextField
          id={`${formId}-responsavelNome`}
          label="Nome do responsável"
          autoComplete="off"
          data-autofocus=""
          value={draft.responsavelNome}
          error={errors.responsavelNome}
          onChange={(event) => updateDraft('responsavelNome', event.target.value)}
        />
      ) : null}
      {required.includes('responsavelCpf') ? (
        <TextField
          id={`${formId}-responsavelCpf`}
          label="CPF do responsável"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={CPF_MASK_MAX_LENGTH}
          value={draft.responsavelCpf}
          error={errors.responsavelCpf}
          onChange={(event) => updateDraft('responsavelCpf', maskCpf(event.target.value))}
        />
      ) : null}
      {required.includes('responsavelEndereco') ? (
        <TextField
          id={`${formId}-responsavelEndereco`}
          label="Endereço do responsável"
          autoComplete="off"
          hint="Rua, número, bairro, cidade/UF."
          value={draft.responsavelEndereco}
          error={errors.responsavelEndereco}
          onChange={(event) => updateDraft('responsavelEndereco', event.target.value)}
        />
      ) : null}
      <TextField
        id={`${formId}-place`}
        label="Local de emissão"
        optional
        autoComplete="address-level2"
        placeholder="São Paulo/SP"
        hint="Cidade/UF. Fica salvo neste aparelho para os próximos documentos."
        data-autofocus={required.length === 0 ? '' : undefined}
        value={form.place}
        error={errors.place}
        onChange={(event) => form.changePlace(event.target.value)}
      />
    </>
  );
}
