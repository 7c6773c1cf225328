import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePromptVersionInput,
  createPromptVersionSchema,
  DOCUMENT_TYPE_LABELS,
  type PromptTypeSummary,
  type PromptVersionView,
} from '@vetvoz/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast/index.ts';
import { useDialogState } from '../../../components/ui/use-modal-dialog.ts';
import { cn } from '../../../lib/cn.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { activatePromptVersion, createPromptVersion, PROMPTS_KEY } from '../api/prompts.ts';
import { formatDateTime } from '../model/format.ts';
import { ConfirmActivationDialog } from './confirm-activation-dialog.tsx';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { type EditorErrors, PromptEditor } from './prompt-editor.tsx';
import { PromptTest } from './prompt-test.tsx';
import { PROMPT_PANEL_ID, tabId } from './type-tabs.tsx';
import { VersionDialog } from './version-dialog.tsx';
import { VersionHistory } from './version-history.tsx';

/** The version the editor's text was loaded from or last saved as: "unchanged" means equal to it. */
interface EditorBase {
  body: string;
  version: number | null;
}

type Confirmation =
  | { kind: 'save'; input: CreatePromptVersionInput }
  | { kind: 'version'; version: PromptVersionView };

interface PromptTypePanelProps {
  summary: PromptTypeSummary;
  onDirtyChange: (dirty: boolean) => void;
}

/** One document type: its editor, the side-by-side test and the version history. Mounted per type. */
export function PromptTypePanel({ summary, onDirtyChange }: PromptTypePanelProps) {
  const type = summary.documentType;
  const label = DOCUMENT_TYPE_LABELS[type];
  const active = summary.activeVersion;
  const queryClient = useQueryClient();

  const [base, setBase] = useState<EditorBase>({
    body: active?.body ?? '',
    version: active?.version ?? null,
  });
  const [body, setBody] = useState(base.body);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<EditorErrors>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const viewing = useDialogState<PromptVersionView>();
  const [discarding, setDiscarding] = useState(false);
  /** The last version saved without activating: offered for activation right there. */
  const [savedInactive, setSavedInactive] = useState<PromptVersionView | null>(null);

  const dirty = body !== base.body || note.trim() !== '';
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY });

  const save = useMutation({
    mutationFn: (input: CreatePromptVersionInput) => createPromptVersion(type, input),
    onSuccess: (version) => {
      void refresh();
      setBase({ body: version.body, version: version.version });
      setBody(version.body);
      setNote('');
      setConfirmation(null);
      setSavedInactive(version.active ? null : version);
      if (version.active) {
        toast.success(`Versão ${version.version} salva e ativada.`, {
          message: `Os próximos documentos do tipo ${label} já usam esta versão.`,
        });
      } else {
        toast.success(`Versão ${version.version} salva.`, {
          message: 'Ela ainda não está em uso: teste e ative quando estiver pronta.',
        });
      }
    },
  });

  const activate = useMutation({
    mutationFn: (version: PromptVersionView) => activatePromptVersion(type, version.id),
    onSuccess: (version) => {
      void refresh();
      setConfirmation(null);
      setSavedInactive((saved) => (saved?.id === version.id ? null : saved));
      // A clean editor follows the version in use; edits in progress are left alone.
      if (!dirtyRef.current) {
        setBase({ body: version.body, version: version.version });
        setBody(version.body);
      }
      toast.success(`Versão ${version.version} ativada.`, {
        message: `Os próximos documentos do tipo ${label} usarão esta versão.`,
      });
    },
  });

  /** The payload to save, or null after showing why not (pt-BR, under the field). */
  const validate = (): CreatePromptVersionInput | null => {
    const parsed = createPromptVersionSchema.safeParse({ body, note: note.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, ['body', 'note'] as const));
      return null;
    }
    if (base.version !== null && parsed.data.body === base.body.trim()) {
      setErrors({
        body: `O texto é igual ao da versão ${base.version}. Altere o prompt para salvar uma nova versão.`,
      });
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const onSave = () => {
    const input = validate();
    if (input) save.mutate({ ...input, activate: false });
  };
  const onSaveAndActivate = () => {
    const input = validate();
    if (!input) return;
    save.reset();
    setConfirmation({ kind: 'save', input: { ...input, activate: true } });
  };
  const askToActivate = (version: PromptVersionView) => {
    viewing.close();
    activate.reset();
    setConfirmation({ kind: 'version', version });
  };

  const saveError = save.isError && save.variables?.activate !== true ? save.error.message : null;
  const origin =
    base.version === null
      ? 'Nenhuma versão ativa'
      : `Editando a partir da versão ${base.version}${active?.version === base.version ? ' (ativa)' : ''}`;

  return (
    <div
      role="tabpanel"
      id={PROMPT_PANEL_ID}
      aria-labelledby={tabId(type)}
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]"
    >
      <div className="lg:col-span-2">
        <h2 className="font-semibold text-slate-900 text-xl">{label}</h2>
        <p className="mt-1 text-slate-600 text-sm">
          {active
            ? `Versão ${active.version} em uso desde ${formatDateTime(active.activatedAt ?? active.createdAt)}, escrita por ${active.authorName}. ${summary.versionCount} ${summary.versionCount === 1 ? 'versão' : 'versões'} no histórico.`
            : 'Nenhuma versão ativa.'}
        </p>
      </div>

      <PanelSection title="Editar o prompt" className="lg:col-start-1 lg:row-start-2">
        <PromptEditor
          body={body}
          note={note}
          errors={errors}
          origin={origin}
          dirty={dirty}
          busy={save.isPending}
          onBodyChange={setBody}
          onNoteChange={setNote}
          onSave={onSave}
          onSaveAndActivate={onSaveAndActivate}
          onDiscard={() => setDiscarding(true)}
        />
        {saveError ? (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm"
          >
            {saveError}
          </p>
        ) : null}
        {savedInactive && savedInactive.version !== active?.version ? (
          <div className="mt-4 flex flex-col items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>
              Versão {savedInactive.version} salva e ainda inativa. Teste-a abaixo e ative quando estiver
              pronta.
            </p>
            <Button size="sm" onClick={() => askToActivate(savedInactive)}>
              Ativar a versão {savedInactive.version}
            </Button>
          </div>
        ) : null}
      </PanelSection>

      <PanelSection title="Testar" className="lg:col-span-2 lg:row-start-3">
        <PromptTest type={type} draft={body} />
      </PanelSection>

      <PanelSection
        title="Histórico de versões"
        className="lg:col-start-2 lg:row-start-2 lg:max-h-[52rem] lg:self-start lg:overflow-y-auto"
      >
        <VersionHistory
          type={type}
          activeVersion={active?.version ?? null}
          onView={viewing.show}
          onActivate={askToActivate}
        />
      </PanelSection>

      <VersionDialog version={viewing.subject} onClose={viewing.close} onActivate={askToActivate} />

      <ConfirmActivationDialog
        open={confirmation !== null}
        type={type}
        version={confirmation?.kind === 'version' ? confirmation.version.version : null}
        rollback={
          confirmation?.kind === 'version' && active !== null && confirmation.version.version < active.version
        }
        confirmLabel={
          confirmation?.kind === 'version'
            ? `Ativar a versão ${confirmation.version.version}`
            : 'Salvar e ativar'
        }
        busy={save.isPending || activate.isPending}
        error={
          confirmation?.kind === 'version'
            ? (activate.error?.message ?? null)
            : save.isError
              ? save.error.message
              : null
        }
        onConfirm={() => {
          if (confirmation?.kind === 'version') activate.mutate(confirmation.version);
          else if (confirmation) save.mutate(confirmation.input);
        }}
        onClose={() => setConfirmation(null)}
      />

      <DiscardChangesDialog
        open={discarding}
        onKeep={() => setDiscarding(false)}
        onDiscard={() => {
          setDiscarding(false);
          setBody(base.body);
          setNote('');
          setErrors({});
        }}
      />
    </div>
  );
}

function PanelSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('min-w-0 p-4 sm:p-6', className)}>
      <h3 className="mb-4 font-semibold text-lg text-slate-900">{title}</h3>
      {children}
    </Card>
  );
}
