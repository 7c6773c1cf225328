import { CPF_MASK_MAX_LENGTH, maskCpf } from '@vetvoz/domain';
import { PhoneField } from '../../../../components/ui/phone-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';
import { type IssueDraft, useIssueDraft } from './issue-draft.tsx';

export type ResponsavelField = keyof IssueDraft;

export const RESPONSAVEL_LABELS: Record<ResponsavelField, string> = {
  responsavelNome: 'Nome do responsável',
  responsavelCpf: 'CPF do responsável',
  responsavelEndereco: 'Endereço do responsável',
  telefone: 'Celular do tutor',
  email: 'E-mail do tutor',
};

/**
 * The responsável's details straight from the visit's draft: typed here or in any dialog, the same
 * values everywhere. `idPrefix` + field name is each input's id (for focusing the first error).
 */
export function ResponsavelFields({
  idPrefix,
  fields,
  errors = {},
  onEdit,
  wide = false,
  values,
  onChange,
  autoFocusFirst = false,
}: {
  idPrefix: string;
  fields: readonly ResponsavelField[];
  errors?: Partial<Record<ResponsavelField, string>>;
  onEdit?: (field: ResponsavelField) => void;
  /** Two columns from the small breakpoint up (the panel); one column in dialogs. */
  wide?: boolean;
  /** A form's own values (it writes them back to the draft itself); the draft when absent. */
  values?: IssueDraft;
  onChange?: (field: ResponsavelField, value: string) => void;
  /** The dialog opens on the first of these fields. */
  autoFocusFirst?: boolean;
}) {
  const context = useIssueDraft();
  const draft = values ?? context.draft;
  const update = (field: ResponsavelField, value: string) => {
    if (onChange) onChange(field, value);
    else context.setDraft({ ...context.draft, [field]: value });
    onEdit?.(field);
  };
  const first = fields.find((field) => field in RESPONSAVEL_LABELS);
  const common = (field: ResponsavelField) => ({
    id: `${idPrefix}-${field}`,
    label: RESPONSAVEL_LABELS[field],
    autoComplete: 'off',
    error: errors[field],
    'data-autofocus': autoFocusFirst && field === first ? '' : undefined,
  });
  const span = wide ? 'sm:col-span-2' : undefined;
  return (
    <>
      {fields.includes('responsavelNome') ? (
        <TextField
          {...common('responsavelNome')}
          value={draft.responsavelNome}
          onChange={(event) => update('responsavelNome', event.target.value)}
        />
      ) : null}
      {fields.includes('responsavelCpf') ? (
        <TextField
          {...common('responsavelCpf')}
          inputMode="numeric"
          placeholder="000.000.000-00"
          hint={wide ? 'Só os atestados pedem.' : undefined}
          maxLength={CPF_MASK_MAX_LENGTH}
          value={draft.responsavelCpf}
          onChange={(event) => update('responsavelCpf', maskCpf(event.target.value))}
        />
      ) : null}
      {fields.includes('responsavelEndereco') ? (
        <TextField
          {...common('responsavelEndereco')}
          className={cn(span)}
          hint="Rua, número, bairro, cidade/UF."
          value={draft.responsavelEndereco}
          onChange={(event) => update('responsavelEndereco', event.target.value)}
        />
      ) : null}
      {fields.includes('telefone') ? (
        <PhoneField
          {...common('telefone')}
          label={wide ? 'Celular do tutor (WhatsApp)' : 'Celular do tutor'}
          optional
          hint={
            wide
              ? undefined
              : 'Em branco, você escolhe o contato no WhatsApp. Usado só para abrir a conversa.'
          }
          value={draft.telefone}
          onValueChange={(value) => update('telefone', value)}
        />
      ) : null}
      {fields.includes('email') ? (
        <TextField
          {...common('email')}
          type="email"
          inputMode="email"
          hint={wide ? undefined : 'Usado só para este envio; não fica salvo.'}
          value={draft.email}
          onChange={(event) => update('email', event.target.value)}
        />
      ) : null}
    </>
  );
}
