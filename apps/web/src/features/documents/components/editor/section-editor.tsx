import type { DocumentType } from '@vetvoz/domain';
import type { FieldSpec } from '../../model/document-form.ts';
import { type EditorContext, Fields } from './field-editors.tsx';
import { MedicationEditor } from './medication-editor.tsx';

/** The structured editor of one section: drug lines get their own editor, the rest the plain form. */
export function SectionEditor({
  type,
  fields,
  ctx,
}: {
  type: DocumentType;
  fields: FieldSpec[];
  ctx: EditorContext;
}) {
  const [only] = fields;
  if (type === 'receita' && fields.length === 1 && only?.kind === 'items')
    return <MedicationEditor field={only} path={only.key} ctx={ctx} />;
  // A single group or list shows its own frame; its title is already the section's.
  return <Fields fields={fields} base="" ctx={ctx} />;
}
