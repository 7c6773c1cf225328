import {
  CONSULTATION_TEXT_TARGETS,
  type ConsultationTextTarget,
  type ConsultationView,
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  formatConsultationText,
  isCopyableDocument,
} from '@vetvoz/domain';
import { Copy } from 'lucide-react';
import { useContext, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { textareaClasses } from '../../../../components/ui/textarea-classes.ts';
import { toast } from '../../../../components/ui/toast/index.ts';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { copyPendingText } from '../../model/clipboard.ts';
import { copyWarnings } from '../../model/system-copy-warnings.ts';
import { rememberedTextTarget, rememberTextTarget } from '../../model/system-text-target.ts';
import { IssueNotice } from '../delivery/issue-notice.tsx';
import { TargetChoice } from './target-choice.tsx';

const STATUS_WORDS: Record<DocumentRecord['status'], string> = {
  generating: 'ainda gerando',
  // Ready, but its stored content no longer reads as its type: left out of the text, said here.
  ready: 'não foi possível ler',
  failed: 'falhou',
};

export const MANUAL_COPY_MESSAGE =
  'Não foi possível copiar sozinho. O texto abaixo está selecionado: copie com Ctrl+C (no celular, toque e segure sobre ele e escolha Copiar).';

/**
 * "Copiar para o sistema": every ready document of the visit as one text in the layout the vet picks
 * (remembered on this device), shown before it leaves, with the flags still open listed first. Where the
 * clipboard is refused, the text is selected in place for the vet to copy by hand.
 */
export function CopyToSystemDialog({
  consultation,
  documents,
  onClose,
}: {
  consultation: ConsultationView;
  documents: DocumentRecord[];
  onClose: () => void;
}) {
  const textId = useId();
  const userId = useContext(AuthContext)?.user?.id;
  const [target, setTarget] = useState<ConsultationTextTarget>(() => rememberedTextTarget(userId));
  const [manual, setManual] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const animals = consultation.patients ?? [consultation.patient];
  const ready = documents.filter(isCopyableDocument);
  const leftOut = documents.filter((record) => !isCopyableDocument(record));
  const warnings = copyWarnings(ready, animals);

  const built = (() => {
    try {
      const text = formatConsultationText({
        target,
        animals,
        documents: ready,
        // The visit's own day, in the documents' time zone (not the UTC day of the timestamp).
        date: new Date(consultation.createdAt),
      });
      return { text, problem: null };
    } catch {
      return { text: '', problem: 'Não foi possível montar o texto. Recarregue a página e tente de novo.' };
    }
  })();

  function choose(next: ConsultationTextTarget) {
    setTarget(next);
    setManual(false);
    rememberTextTarget(userId, next);
  }

  async function copy() {
    rememberTextTarget(userId, target);
    setBusy(true);
    try {
      await copyPendingText(Promise.resolve(built.text));
      toast.success('Copiado');
      onClose();
    } catch {
      // The text is already on screen: selected, the vet copies it with the keyboard or the phone's menu.
      const node = box.current;
      node?.focus();
      node?.select();
      setManual(true);
    } finally {
      setBusy(false);
    }
  }

  const submitLabel = warnings.length > 0 ? 'Copiar mesmo assim' : 'Copiar texto';
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title="Copiar para o sistema"
      description="Os documentos prontos desta consulta num só texto, para colar no prontuário do sistema da clínica. Os dados do tutor não entram."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {manual ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button onClick={() => void copy()} disabled={busy || !built.text}>
            <Copy aria-hidden="true" className="size-4" />
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <TargetChoice value={target} options={CONSULTATION_TEXT_TARGETS} onChange={choose} />
        {warnings.length > 0 ? (
          <div role="alert" className="grid gap-2">
            <IssueNotice>
              {warnings.length === 1
                ? 'Há 1 item para conferir antes de copiar:'
                : `Há ${warnings.length} itens para conferir antes de copiar:`}
            </IssueNotice>
            <ul className="grid gap-1 pl-2 text-sm">
              {warnings.map((warning) => (
                <li key={warning.key} className="text-slate-700">
                  <span className="font-semibold text-slate-900">«{warning.value}»</span> em {warning.where}
                  {warning.reason ? (
                    <span className="block text-amber-900 text-xs">{warning.reason}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {leftOut.length > 0 ? (
          <p className="text-slate-600 text-sm">
            Ficam de fora:{' '}
            {leftOut
              .map((record) => `${DOCUMENT_TYPE_LABELS[record.type]} (${STATUS_WORDS[record.status]})`)
              .join(', ')}
            .
          </p>
        ) : null}
        {manual ? (
          <p
            role="alert"
            className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
          >
            {MANUAL_COPY_MESSAGE}
          </p>
        ) : null}
        {built.problem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
            {built.problem}
          </p>
        ) : null}
        <div>
          <label htmlFor={textId} className="font-medium text-slate-800 text-sm">
            Texto que será copiado
          </label>
          <textarea
            id={textId}
            ref={box}
            readOnly
            value={built.text}
            className={textareaClasses({ mono: true, readOnly: true, height: 'mt-1.5 h-64 sm:h-80' })}
          />
        </div>
      </div>
    </Dialog>
  );
}
