import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPE_LABELS, type DocumentRecord, type Patient } from '@vetvoz/domain';
import { CircleAlert, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { retryDocument } from '../api/documents.ts';
import { upsertDocuments } from '../hooks/documents-cache.ts';
import { useLocalModelStatus } from '../hooks/use-local-model.ts';
import { sheetSections } from '../model/sheet-sections.ts';
import { useDocumentAccess } from './document-access.tsx';
import { LocalModelNotice } from './local-model-notice.tsx';
import { ReadyDocument } from './ready-document.tsx';
import { SheetOf } from './sheet/sheet-of.tsx';

export const GENERATION_FAILED_MESSAGE = 'Não foi possível gerar este documento.';

/**
 * One document through its life, in its tab: the sheet filling in while it is written, ready to edit and
 * send, or failed with its own retry. Its announcements live in the tab strip, which is always shown.
 */
export function DocumentCard({ document: record, patient }: { document: DocumentRecord; patient: Patient }) {
  const titleId = useId();
  const label = DOCUMENT_TYPE_LABELS[record.type];
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={record.status === 'generating'}
      data-testid={`documento-${record.type}`}
      className="relative min-w-0"
    >
      <h3 id={titleId} className="sr-only">
        {label}
      </h3>
      {record.status === 'ready' ? (
        // A new generation of the same type starts its form afresh.
        <ReadyDocument key={`${record.id}|${record.createdAt}`} record={record} patient={patient} />
      ) : record.status === 'generating' ? (
        <GeneratingDocument record={record} patient={patient} />
      ) : (
        <FailedDocument record={record} />
      )}
    </article>
  );
}

function GeneratingDocument({ record, patient }: { record: DocumentRecord; patient: Patient }) {
  const sections = useMemo(() => sheetSections(record.type), [record.type]);
  const local = useLocalModelStatus(record.consultationId);
  return (
    <>
      <p className="mb-3 text-sm">
        <LoaderCircle
          aria-hidden="true"
          className="-mt-0.5 mr-1.5 inline size-4 animate-spin align-middle text-brand-700 motion-reduce:animate-none"
        />
        <span className="font-medium text-brand-800">Gerando…</span>{' '}
        <span className="text-slate-500">o texto aparece à medida que é escrito.</span>
      </p>
      {local ? <LocalModelNotice status={local} /> : null}
      <SheetOf type={record.type} content={record.content} patient={patient} sections={sections} writing />
    </>
  );
}

function FailedDocument({ record }: { record: DocumentRecord }) {
  const { readOnly } = useDocumentAccess();
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
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-5 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-red-100 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-red-900">Falhou</p>
      <p className="text-red-800 text-sm">{record.errorMessage ?? GENERATION_FAILED_MESSAGE}</p>
      {problem ? (
        <p role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      {readOnly ? null : (
        <Button className="mt-1" onClick={() => void retry()} disabled={busy}>
          <RefreshCw
            aria-hidden="true"
            className={busy ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
          />
          Tentar novamente
          <span className="sr-only"> gerar {DOCUMENT_TYPE_LABELS[record.type]}</span>
        </Button>
      )}
    </div>
  );
}
