import type { DocumentType } from '@vetvoz/domain';
import type { ReactNode } from 'react';
import { getAt, listAt, textAt } from '../model/content-path.ts';
import { DOCUMENT_FORMS, type FieldSpec } from '../model/document-form.ts';

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/**
 * A document while it is written: the fields the model has filled so far, read-only, in the form's order.
 * The content is partial JSON, so every read tolerates a missing or half-built value.
 */
export function DocumentPreview({ type, content }: { type: DocumentType; content: unknown }) {
  const body = renderFields(DOCUMENT_FORMS[type], '', content);
  if (body.length === 0) return <PreviewSkeleton />;
  return <div className="grid gap-3 text-sm">{body}</div>;
}

function renderFields(fields: FieldSpec[], base: string, content: unknown): ReactNode[] {
  return fields.flatMap((field) => {
    const node = renderField(field, join(base, field.key), content);
    return node ? [node] : [];
  });
}

function renderField(field: FieldSpec, path: string, content: unknown): ReactNode {
  switch (field.kind) {
    case 'text': {
      const value = textAt(content, path).trim();
      return value ? <Entry key={path} label={field.label} value={value} /> : null;
    }
    case 'check':
      return getAt(content, path) === true ? <Entry key={path} label={field.label} value="Sim" /> : null;
    case 'group': {
      const inner = renderFields(field.fields, path, content);
      return inner.length > 0 ? <Section key={path} title={field.label} body={inner} /> : null;
    }
    case 'list': {
      const items = listAt(content, path).filter(
        (item): item is string => typeof item === 'string' && item.trim() !== '',
      );
      if (items.length === 0) return null;
      return (
        <Section
          key={path}
          title={field.label}
          body={
            <ul className="list-disc pl-5 text-slate-800">
              {items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: streamed texts have no id
                <li key={index}>{item}</li>
              ))}
            </ul>
          }
        />
      );
    }
    case 'items': {
      const entries = listAt(content, path).flatMap((_, index) => {
        const itemPath = join(path, String(index));
        const inner = renderFields(field.fields, itemPath, content);
        return inner.length > 0
          ? [<Section key={itemPath} title={`${field.itemLabel} ${index + 1}`} body={inner} />]
          : [];
      });
      return entries.length > 0 ? <Section key={path} title={field.label} body={entries} /> : null;
    }
  }
}

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="font-medium text-slate-600 text-xs uppercase tracking-wide">{label}</p>
      <p className="whitespace-pre-line text-slate-900">{value}</p>
    </div>
  );
}

function Section({ title, body }: { title: string; body: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="mb-2 font-semibold text-slate-900">{title}</p>
      <div className="grid gap-2">{body}</div>
    </div>
  );
}

/** Before the first field arrives: the shape of a document, not announced (the card's status is). */
export function PreviewSkeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-3">
      <div className="h-3 w-1/3 rounded bg-slate-200" />
      <div className="h-3 w-full rounded bg-slate-200" />
      <div className="h-3 w-5/6 rounded bg-slate-200" />
      <div className="h-3 w-1/4 rounded bg-slate-200" />
      <div className="h-3 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
