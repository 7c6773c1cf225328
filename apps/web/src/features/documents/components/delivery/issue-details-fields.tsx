import { REQUIRED_ISSUE_DETAILS } from '@vetvoz/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { RESPONSAVEL_LABELS, ResponsavelFields } from './responsavel-fields.tsx';
import type { IssueForm } from './use-issue-form.ts';

/**
 * The responsável's details this document prints (from the visit's draft, never stored) and the place.
 * Typed once per consultation: when the dialog opens with all of them known (an earlier document, the
 * panel), they are shown as one line with "Alterar" instead of being asked again.
 */
export function IssueDetailsFields({ form }: { form: IssueForm }) {
  const { formId, values, errors, set } = form;
  const required = REQUIRED_ISSUE_DETAILS[form.record.type];
  const [known] = useState(
    () =>
      required.length > 0 &&
      values.place.trim() !== '' &&
      required.every((field) => values[field].trim() !== ''),
  );
  const [changing, setChanging] = useState(false);
  const hasErrors = required.some((field) => errors[field]) || Boolean(errors.place);
  if (known && !changing && !hasErrors) {
    const parts = [...required.map((field) => values[field].trim()), values.place.trim()];
    return (
      <div className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="min-w-0 text-slate-700" data-testid="dados-emissao">
          <span className="sr-only">
            {required.map((field) => RESPONSAVEL_LABELS[field]).join(', ')} e local de emissão:{' '}
          </span>
          {parts.join(' · ')}
        </p>
        <Button variant="ghost" size="sm" className="h-11 shrink-0 sm:h-9" onClick={() => setChanging(true)}>
          Alterar
        </Button>
      </div>
    );
  }
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
