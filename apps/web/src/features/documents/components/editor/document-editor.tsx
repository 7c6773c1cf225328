import type { DocumentType, GroundingFlag } from '@vetvoz/domain';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { Content } from '../../model/content-path.ts';
import { DOCUMENT_FORMS, describePath } from '../../model/document-form.ts';
import { flagMessage } from '../../model/grounding.ts';
import { Fields } from './field-editors.tsx';

/**
 * The structured form of a ready document (decision 011): one box per field of its schema, lists with
 * add/remove, medication lines field by field. Flags sit beside their field; the few that point at no
 * single box are listed on top.
 */
export function DocumentEditor({
  type,
  content,
  onChange,
  flags,
  onBlur,
}: {
  type: DocumentType;
  content: Content;
  onChange: (next: Content) => void;
  flags: GroundingFlag[];
  onBlur: () => void;
}) {
  const idPrefix = useId();
  const elsewhere = flags.filter((flag) => !describePath(type, flag.path)?.atField);
  return (
    <div className="grid gap-4">
      {elsewhere.length > 0 ? (
        <ul className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
          {elsewhere.map((flag) => (
            <li key={`${flag.path}|${flag.value}`} className="flex items-start gap-1.5">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <span>
                {describePath(type, flag.path)?.label ?? 'Documento'}: {flagMessage(flag)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Fields fields={DOCUMENT_FORMS[type]} base="" ctx={{ content, onChange, onBlur, flags, idPrefix }} />
    </div>
  );
}
