import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@vetvoz/domain';
import { CircleAlert, LoaderCircle, PencilLine, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { retryDocument } from '../api/documents.ts';
import { upsertDocuments } from '../hooks/documents-cache.ts';
import { useDocumentAutosave } from '../hooks/use-document-autosave.ts';
import { flagCountLabel, openFlags } from '../model/grounding.ts';
import { Badge, CardHeader } from './card-header.tsx';
import { DeliveryActions } from './delivery/delivery-actions.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { DocumentEditor } from './editor/document-editor.tsx';
import { RestoreDocument } from './restore-document.tsx';
import { SaveIndicator } from './save-indicator.tsx';

export const GENERATION_FAILED_MESSAGE = 'Não foi possível gerar este documento.';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * One document through its life: streaming in, ready to edit and send, or failed with its own retry.
 * The card (and its polite live region) stays mounted across those states, so a screen reader hears
 * "Receita pronta" once — not every streamed field.
 */
export function DocumentCard({ document: record }: { document: DocumentRecord }) {
  const titleId = useId();
  const label = DOCUMENT_TYPE_LABELS[record.type];
  // Worded so that it agrees with every label (a receita, an atestado, the orientações).
  const announcement =
    record.status === 'generating'
      ? `Gerando: ${label}…`
      : record.status === 'ready'
        ? `Documento pronto: ${label}.`
        : `Não foi possível gerar: ${label}. ${record.errorMessage ?? ''}`.trim();
  return (
    <Card
      className="p-5 sm:p-6"
      role="article"
      aria-labelledby={titleId}
      aria-busy={record.status === 'generating'}
      data-testid={`documento-${record.type}`}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {record.status === 'ready' ? (
        // A new generation of the same type starts its form afresh.
        <ReadyDocument key={`${record.id}|${record.createdAt}`} record={record} titleId={titleId} />
      ) : record.status === 'generating' ? (
        <GeneratingDocument record={record} titleId={titleId} />
      ) : (
        <FailedDocument record={record} titleId={titleId} />
      )}
    </Card>
  );
}

function GeneratingDocument({ record, titleId }: { record: DocumentRecord; titleId: string }) {
  return (
    <>
      <CardHeader
        type={record.type}
        titleId={titleId}
        badges={
          <Badge tone="brand">
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Gerando…
          </Badge>
        }
      />
      <div className="mt-4">
        <DocumentPreview type={record.type} content={record.content} />
      </div>
    </>
  );
}

function FailedDocument({ record, titleId }: { record: DocumentRecord; titleId: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function retry() {
    setBusy(true);
    setProblem(null);
    try {
      upsertDocuments(queryClient, record.consultationId, [await retryDocument(record.id)]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : GENERATION_FAILED_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <>
      <CardHeader type={record.type} titleId={titleId} badges={<Badge tone="red">Falhou</Badge>} />
      <div className="mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{record.errorMessage ?? GENERATION_FAILED_MESSAGE}</p>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <Button className="mt-4" onClick={() => void retry()} disabled={busy}>
        <RefreshCw aria-hidden="true" className={busy ? 'size-4 animate-spin' : 'size-4'} />
        Tentar novamente
        <span className="sr-only"> gerar {DOCUMENT_TYPE_LABELS[record.type]}</span>
      </Button>
    </>
  );
}

function ReadyDocument({ record, titleId }: { record: DocumentRecord; titleId: string }) {
  const queryClient = useQueryClient();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(true);
  const autosave = useDocumentAutosave(record);
  const flags = openFlags(autosave.content, record.groundingFlags);
  return (
    <>
      <CardHeader
        type={record.type}
        titleId={titleId}
        toggle={{ expanded, controls: bodyId, onToggle: () => setExpanded((value) => !value) }}
        badges={
          record.editedAt || flags.length > 0 ? (
            <>
              {record.editedAt ? (
                <Badge tone="slate" title={`Editado em ${dateTime.format(new Date(record.editedAt))}`}>
                  <PencilLine aria-hidden="true" className="size-3.5" />
                  Editado
                </Badge>
              ) : null}
              {flags.length > 0 ? (
                <Badge tone="amber">
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  {flagCountLabel(flags.length)}
                </Badge>
              ) : null}
            </>
          ) : null
        }
      />
      <div className="mt-2">
        <SaveIndicator state={autosave.state} error={autosave.error} />
      </div>
      <div id={bodyId} hidden={!expanded} className="mt-4">
        {flags.length > 0 ? (
          <p className="mb-4 text-slate-600 text-sm">
            Números e medicamentos marcados em amarelo não aparecem na transcrição: confira antes de emitir.
          </p>
        ) : null}
        <DocumentEditor
          type={record.type}
          content={autosave.content}
          onChange={autosave.change}
          onBlur={() => void autosave.flush()}
          flags={flags}
        />
      </div>
      <div className="mt-5 flex flex-col gap-3 border-slate-200 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <DeliveryActions document={record} content={autosave.content} ensureSaved={autosave.flush} />
        {record.editedAt ? (
          <RestoreDocument
            document={record}
            beforeRestore={autosave.flush}
            onRestored={(restored) => {
              upsertDocuments(queryClient, record.consultationId, [restored]);
              autosave.reset(restored.content);
            }}
          />
        ) : null}
      </div>
    </>
  );
}
