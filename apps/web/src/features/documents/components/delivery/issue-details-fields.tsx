import { REQUIRED_ISSUE_DETAILS } from '@vetvoz/domain';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ResponsavelFields } from './responsavel-fields.tsx';
import type { IssueForm } from './use-issue-form.ts';

/** The responsável's details this document prints (from the visit's draft, never stored) and the place. */
export function IssueDetailsFields({ form }: { form: IssueForm }) {
  const { formId, values, errors, set } = form;
  const required = REQUIRED_ISSUE_DETAILS[form.record.type];
  return (
    <>
      <ResponsavelFields
        idPrefix={formId}
        fields={required}
        errors={errors}
        values={values}
        onChange={(field, value) => set(field, value)}
        autoFocusFirst
      />
      <TextField
        id={`${formId}-place`}
        label="Local de emissão"
        optional
        autoComplete="address-level2"
        placeholder="São Paulo/SP"
        hint="Cidade/UF. Fica salvo neste aparelho para os próximos documentos."
        data-autofocus={required.length === 0 ? '' : undefined}
        value={values.place}
        error={errors.place}
        onChange={(event) => set('place', event.target.value)}
      />
    </>
  );
}
