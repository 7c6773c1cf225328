import type { ConsultationView } from '@vetvoz/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useDocuments } from '../hooks/use-documents.ts';
import { IssueDraftProvider } from './delivery/issue-draft.tsx';
import { DocumentCard } from './document-card.tsx';
import { GenerateDocuments } from './generate-documents.tsx';

/**
 * The consultation's documents, under its reviewed transcript: choose and generate, watch them stream in,
 * edit, then issue (PDF, copy, WhatsApp, e-mail). AI output is a draft: nothing is sent by itself.
 */
export function DocumentsSection({ consultation }: { consultation: ConsultationView }) {
  const titleId = useId();
  const documents = useDocuments(consultation.id);
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <Card className="p-5 sm:p-6">
        <h2 id={titleId} className="font-semibold text-lg text-slate-900">
          Documentos
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          Gerados só com o que está na transcrição. Revise cada um antes de emitir: você assina o conteúdo.
        </p>
        <div className="mt-4">
          {documents.isPending ? (
            <LoadingState label="Carregando os documentos…" className="py-6" />
          ) : documents.isError ? (
            <div role="alert" className="text-red-800 text-sm">
              <p>{documents.error.message}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void documents.refetch()}>
                Tentar de novo
              </Button>
            </div>
          ) : (
            <GenerateDocuments consultation={consultation} documents={documents.data} />
          )}
        </div>
      </Card>
      <IssueDraftProvider>
        {documents.data?.map((doc) => (
          <DocumentCard key={doc.type} document={doc} />
        ))}
      </IssueDraftProvider>
    </section>
  );
}
