import { describeControlledItem, type MedicationItem } from '@vetvoz/domain';
import { ArrowDown, ArrowUp, ChevronRight, Plus, ShieldAlert, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { cn } from '../../../../lib/cn.ts';
import { type Content, getAt, listAt, setAt, textAt } from '../../model/content-path.ts';
import type { FieldSpec } from '../../model/document-form.ts';
import { moveItem, removeItem, restoreItem } from '../../model/item-list.ts';
import { fieldsetClasses, legendClasses } from './field-classes.ts';
import { type EditorContext, fieldId, TextEditor, useFocusAfterChange } from './field-editors.tsx';

type ItemsSpec = Extract<FieldSpec, { kind: 'items' }>;

/** What a prescription line needs at a glance; the rest is folded until asked for. */
const MAIN_KEYS = ['farmaco', 'dose', 'via', 'frequencia', 'duracao', 'quantidade'];
const join = (...parts: (string | number)[]) => parts.join('.');

const fold = (value: unknown) =>
  typeof value === 'string' ? value.toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim() : '';

/** "Quanto dar por vez" saying what "Dose" says: one field, not two (it printed "1 comprimido (1 comprimido)"). */
function sameAsDose(content: Content, itemPath: string): boolean {
  const administrar = fold(getAt(content, join(itemPath, 'administrar')));
  return administrar !== '' && administrar === fold(getAt(content, join(itemPath, 'dose')));
}

/** Editing the dose of a line whose "quanto dar" repeated it drops the copy rather than leave it stale. */
function oneDoseContext(ctx: EditorContext, itemPath: string): EditorContext {
  if (!sameAsDose(ctx.content, itemPath)) return ctx;
  return { ...ctx, onChange: (next) => ctx.onChange(setAt(next, join(itemPath, 'administrar'), null)) };
}

/**
 * The receita's drug lines: the main fields of each line in view, the rarer ones folded, lines moved up
 * and down (the order is the order printed), added, and removed with an undo.
 */
export function MedicationEditor({
  field,
  path,
  ctx,
}: {
  field: ItemsSpec;
  path: string;
  ctx: EditorContext;
}) {
  const items = listAt(ctx.content, path);
  const { focusField, focusAdd, addButton } = useFocusAfterChange(ctx.idPrefix);
  const latest = useRef(ctx);
  latest.current = ctx;
  const main = field.fields.filter((spec) => MAIN_KEYS.includes(spec.key));
  const rare = field.fields.filter((spec) => !MAIN_KEYS.includes(spec.key));

  function move(index: number, by: -1 | 1) {
    ctx.onChange(setAt(ctx.content, path, moveItem(items, index, by)));
    // The focus travels with the line, on the same button while it can still move that way.
    const to = index + by;
    const canAgain = by === -1 ? to > 0 : to < items.length - 1;
    const id = `${ctx.idPrefix}-${path}-${to}-${canAgain ? (by === -1 ? 'subir' : 'descer') : by === -1 ? 'descer' : 'subir'}`;
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function remove(index: number) {
    const removed = items[index];
    const name = textAt(removed, field.titleKey).trim();
    ctx.onChange(setAt(ctx.content, path, removeItem(items, index)));
    focusAdd();
    toast.info(name ? `${field.itemLabel} removido: ${name}` : `${field.itemLabel} ${index + 1} removido`, {
      action: {
        label: 'Desfazer',
        onClick: () => {
          const now = latest.current;
          now.onChange(setAt(now.content, path, restoreItem(listAt(now.content, path), index, removed)));
        },
      },
    });
  }

  return (
    <section aria-label={field.label}>
      {items.length === 0 ? <p className="text-slate-500 text-sm">Nenhum medicamento.</p> : null}
      <ol className="grid gap-3">
        {items.map((_, index) => {
          const itemPath = join(path, index);
          const label = `${field.itemLabel} ${index + 1}`;
          const lower = label.toLocaleLowerCase('pt-BR');
          const name = textAt(ctx.content, join(itemPath, field.titleKey)).trim();
          const filledRare = rare.filter((spec) => {
            const value = getAt(ctx.content, join(itemPath, spec.key));
            return typeof value === 'string' ? value.trim() !== '' : value === true;
          }).length;
          const rareFlagged = ctx.flags.some((flag) =>
            rare.some((spec) => flag.path === join(itemPath, spec.key)),
          );
          const buttonId = (what: string) => `${ctx.idPrefix}-${path}-${index}-${what}`;
          const controlled = describeControlledItem(items[index] as MedicationItem);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the position is what prints
            <li key={index}>
              <fieldset className={cn(fieldsetClasses, 'bg-white')}>
                <legend className={legendClasses}>
                  {label}
                  {name ? ` — ${name.length > 48 ? `${name.slice(0, 47)}…` : name}` : ''}
                </legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  {main.map((spec) => (
                    <TextEditor
                      key={spec.key}
                      path={join(itemPath, spec.key)}
                      label={spec.label}
                      lines={1}
                      ctx={spec.key === 'dose' ? oneDoseContext(ctx, itemPath) : ctx}
                      className={spec.key === 'farmaco' ? 'sm:col-span-3' : undefined}
                      emptyAs={null}
                    />
                  ))}
                </div>
                {controlled ? (
                  <p
                    data-controlled-line={index + 1}
                    className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm"
                  >
                    <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                    <span>{controlled}</span>
                  </p>
                ) : null}
                <FoldedFields openAtFirst={rareFlagged}>
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg font-medium text-slate-700 text-sm hover:text-brand-700 sm:min-h-9 [&::-webkit-details-marker]:hidden">
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-open/more:rotate-90 motion-reduce:transition-none"
                    />
                    Mais campos
                    <span className="font-normal text-slate-500">
                      (concentração, forma, instruções…
                      {filledRare > 0 ? ` · ${filledRare} preenchido${filledRare > 1 ? 's' : ''}` : ''})
                    </span>
                  </summary>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    {rare
                      .filter((spec) => spec.key !== 'administrar' || !sameAsDose(ctx.content, itemPath))
                      .map((spec) => (
                        <RareField key={spec.key} spec={spec} path={join(itemPath, spec.key)} ctx={ctx} />
                      ))}
                  </div>
                </FoldedFields>
                <div className="mt-3 flex flex-wrap items-center gap-2 border-slate-100 border-t pt-3">
                  <Button
                    id={buttonId('subir')}
                    variant="ghost"
                    size="sm"
                    className="size-11 px-0 sm:size-9"
                    aria-label={`Mover ${lower} para cima`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    id={buttonId('descer')}
                    variant="ghost"
                    size="sm"
                    className="size-11 px-0 sm:size-9"
                    aria-label={`Mover ${lower} para baixo`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    className="ml-auto max-sm:h-11"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remover {lower}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3 max-sm:h-11 max-sm:w-full')}
        onClick={() => {
          ctx.onChange(setAt(ctx.content, path, [...items, field.newItem() as Content]));
          focusField(join(path, items.length, field.titleKey));
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        {field.addLabel}
      </button>
    </section>
  );
}

function RareField({ spec, path, ctx }: { spec: FieldSpec; path: string; ctx: EditorContext }) {
  if (spec.kind === 'check')
    return (
      <Checkbox
        id={fieldId(ctx.idPrefix, path)}
        className="sm:col-span-2"
        label={spec.label}
        description={spec.hint}
        checked={getAt(ctx.content, path) === true}
        onChange={(event) => ctx.onChange(setAt(ctx.content, path, event.target.checked ? true : null))}
      />
    );
  if (spec.kind !== 'text') return null;
  return (
    <TextEditor
      path={path}
      label={spec.label}
      hint={spec.hint}
      lines={spec.lines}
      ctx={ctx}
      className={spec.lines > 1 ? 'sm:col-span-2' : undefined}
      emptyAs={null}
    />
  );
}

/**
 * The rarer fields of a line, open at first when one of them is flagged; after that the vet's toggle rules
 * (a flag settled while typing must not fold the box away under the fingers).
 */
function FoldedFields({ openAtFirst, children }: { openAtFirst: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <details
      className="group/more mt-3"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      {children}
    </details>
  );
}
