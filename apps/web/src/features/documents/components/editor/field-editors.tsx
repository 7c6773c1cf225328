import { type GroundingFlag, isGroundingWarning } from '@vetvoz/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { cn } from '../../../../lib/cn.ts';
import { type Content, getAt, listAt, setAt, textAt } from '../../model/content-path.ts';
import type { FieldSpec } from '../../model/document-form.ts';
import { flagsAt } from '../../model/grounding.ts';
import { fieldsetClasses, inputClasses, legendClasses, textareaClasses } from './field-classes.ts';
import { GroundingNote } from './grounding-note.tsx';

export interface EditorContext {
  content: Content;
  onChange: (next: Content) => void;
  /** Leaving a box saves at once (the debounce covers typing). */
  onBlur: () => void;
  flags: GroundingFlag[];
  /** Prefix of every control's id; a field's id is `${idPrefix}-${path with dashes}`. */
  idPrefix: string;
}

export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${path.replaceAll('.', '-')}`;
const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

export function Fields({ fields, base, ctx }: { fields: FieldSpec[]; base: string; ctx: EditorContext }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Field key={field.key} field={field} path={join(base, field.key)} ctx={ctx} />
      ))}
    </div>
  );
}

function Field({ field, path, ctx }: { field: FieldSpec; path: string; ctx: EditorContext }) {
  switch (field.kind) {
    case 'text':
      return (
        <TextEditor
          path={path}
          label={field.label}
          hint={field.hint}
          lines={field.lines}
          ctx={ctx}
          className={field.lines > 1 ? 'sm:col-span-2' : undefined}
          emptyAs={null}
        />
      );
    case 'check':
      return (
        <Checkbox
          className="sm:col-span-2"
          label={field.label}
          description={field.hint}
          checked={getAt(ctx.content, path) === true}
          // Unticked means "not stated" (null), as the model leaves what was not said.
          onChange={(event) => ctx.onChange(setAt(ctx.content, path, event.target.checked ? true : null))}
        />
      );
    case 'group':
      return (
        <fieldset className={cn(fieldsetClasses, 'sm:col-span-2')}>
          <legend className={legendClasses}>{field.label}</legend>
          <Fields fields={field.fields} base={path} ctx={ctx} />
        </fieldset>
      );
    case 'list':
      return <ListEditor field={field} path={path} ctx={ctx} />;
    case 'items':
      return <ItemsEditor field={field} path={path} ctx={ctx} />;
  }
}

export function TextEditor({
  path,
  label,
  hint,
  lines,
  ctx,
  className,
  emptyAs,
}: {
  path: string;
  label: string;
  hint?: string;
  lines: number;
  ctx: EditorContext;
  className?: string;
  /** What an emptied box stores: null for optional fields, "" inside lists of texts. */
  emptyAs: null | '';
}) {
  const id = fieldId(ctx.idPrefix, path);
  const flags = flagsAt(ctx.flags, path);
  const warned = flags.some(isGroundingWarning);
  const hintId = hint ? `${id}-dica` : undefined;
  const noteId = flags.length > 0 ? `${id}-conferir` : undefined;
  const describedBy = [noteId, hintId].filter(Boolean).join(' ') || undefined;
  const value = textAt(ctx.content, path);
  const onChange = (next: string) => ctx.onChange(setAt(ctx.content, path, next === '' ? emptyAs : next));
  return (
    <div className={className} data-flagged={warned ? '' : undefined}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      {lines === 1 ? (
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={ctx.onBlur}
          aria-describedby={describedBy}
          spellCheck
          lang="pt-BR"
          className={cn(inputClasses, warned && 'border-amber-400')}
        />
      ) : (
        <textarea
          id={id}
          value={value}
          rows={lines}
          onChange={(event) => onChange(event.target.value)}
          onBlur={ctx.onBlur}
          aria-describedby={describedBy}
          spellCheck
          lang="pt-BR"
          className={cn(textareaClasses, warned && 'border-amber-400')}
        />
      )}
      {noteId ? <GroundingNote id={noteId} flags={flags} /> : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** After adding an entry its first box takes the focus; after removing one, the "add" button does. */
export function useFocusAfterChange(idPrefix: string) {
  const [pending, setPending] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending === null) return;
    const target = pending === '' ? addButton.current : document.getElementById(fieldId(idPrefix, pending));
    target?.focus();
    setPending(null);
  }, [pending, idPrefix]);
  return { focusField: setPending, focusAdd: () => setPending(''), addButton };
}

function ListEditor({
  field,
  path,
  ctx,
}: {
  field: Extract<FieldSpec, { kind: 'list' }>;
  path: string;
  ctx: EditorContext;
}) {
  const items = listAt(ctx.content, path);
  const { focusField, focusAdd, addButton } = useFocusAfterChange(ctx.idPrefix);
  return (
    <fieldset className={cn(fieldsetClasses, 'sm:col-span-2')}>
      <legend className={legendClasses}>{field.label}</legend>
      {items.length === 0 ? <p className="text-slate-500 text-sm">Nenhum item.</p> : null}
      <ol className="grid gap-3">
        {items.map((_, index) => {
          const itemPath = join(path, String(index));
          const label = `${field.itemLabel} ${index + 1}`;
          return (
            // Entries are plain texts with no id of their own; the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-2">
              <TextEditor
                path={itemPath}
                label={label}
                lines={1}
                ctx={ctx}
                className="min-w-0 flex-1"
                emptyAs=""
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7 size-11 shrink-0 px-0"
                aria-label={`Remover ${label.toLocaleLowerCase('pt-BR')}`}
                onClick={() => {
                  ctx.onChange(
                    setAt(
                      ctx.content,
                      path,
                      items.filter((__, i) => i !== index),
                    ),
                  );
                  focusAdd();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        onClick={() => {
          ctx.onChange(setAt(ctx.content, path, [...items, '']));
          focusField(join(path, String(items.length)));
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        {field.addLabel}
      </button>
    </fieldset>
  );
}

function ItemsEditor({
  field,
  path,
  ctx,
}: {
  field: Extract<FieldSpec, { kind: 'items' }>;
  path: string;
  ctx: EditorContext;
}) {
  const items = listAt(ctx.content, path);
  const { focusField, focusAdd, addButton } = useFocusAfterChange(ctx.idPrefix);
  const first = field.fields[0];
  return (
    <section className="sm:col-span-2" aria-label={field.label}>
      <h4 className="font-semibold text-slate-900 text-sm">{field.label}</h4>
      {items.length === 0 ? <p className="mt-1 text-slate-500 text-sm">Nenhum item.</p> : null}
      <ol className="mt-2 grid gap-3">
        {items.map((_, index) => {
          const itemPath = join(path, String(index));
          const label = `${field.itemLabel} ${index + 1}`;
          const name = shorten(textAt(ctx.content, join(itemPath, field.titleKey)).trim());
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is what the document prints
            <li key={index}>
              <fieldset className={fieldsetClasses}>
                <legend className={legendClasses}>
                  {label}
                  {name ? ` — ${name}` : ''}
                </legend>
                <Fields fields={field.fields} base={itemPath} ctx={ctx} />
                <Button
                  variant="danger"
                  size="sm"
                  className="mt-4"
                  onClick={() => {
                    ctx.onChange(
                      setAt(
                        ctx.content,
                        path,
                        items.filter((__, i) => i !== index),
                      ),
                    );
                    focusAdd();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remover {label.toLocaleLowerCase('pt-BR')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        onClick={() => {
          ctx.onChange(setAt(ctx.content, path, [...items, field.newItem()]));
          if (first) focusField(join(join(path, String(items.length)), first.key));
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        {field.addLabel}
      </button>
    </section>
  );
}

/** An item's name in its heading: enough to tell the lines apart, not the whole text. */
function shorten(text: string, max = 48): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
