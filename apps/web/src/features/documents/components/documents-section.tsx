import type { ConsultationView, DocumentRecord, DocumentType } from '@vetvoz/domain';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocuments } from '../hooks/use-documents.ts';
import { AnimalChooser } from './animal-chooser.tsx';
import { IssueDraftProvider, useIssueDraft } from './delivery/issue-draft.tsx';
import { type DocumentAccess, DocumentAccessProvider } from './document-access.tsx';
import { DocumentCard } from './document-card.tsx';
import { GenerateDocuments } from './generate-documents.tsx';
import { CopyToSystem } from './system-copy/copy-to-system.tsx';
import { DocumentTabs, tabIds } from './tabs/document-tabs.tsx';
import { TutorStrip } from './tutor-strip.tsx';

/**
 * The consultation's documents, under its reviewed transcript: choose and generate, then one tab per
 * document showing it as it will print, edited section by section and issued from a bar in reach.
 * AI output is a draft: nothing is sent by itself.
 */
export function DocumentsSection({
  consultation,
  tutorName,
  autoGenerate = false,
  onAutoGenerateAsked,
  onProgress,
}: {
  consultation: ConsultationView;
  /** How far the documents got (drafted, sent), for the consultation's status. */
  onProgress?: (progress: DocumentsProgress) => void;
  tutorName?: string;
  /** The recording just ended with "Gerar os documentos ao encerrar" on: draft the usual ones now. */
  autoGenerate?: boolean;
  /** Called once as that is acted on, so it is never asked again. */
  onAutoGenerateAsked?: () => void;
}) {
  const titleId = useId();
  const idPrefix = useId();
  const generateId = `${idPrefix}-gerar`;
  const documents = useDocuments(consultation.id);
  const [selected, setSelected] = useState<DocumentType | null>(null);
  const [adding, setAdding] = useState(false);
  const all = documents.data ?? [];
  // A visit with several animals: one set of documents per animal, shown one animal at a time.
  const animals = consultation.patients ?? [consultation.patient];
  const drafted = [...new Set(all.map((record) => record.patientIndex ?? 0))].sort((a, b) => a - b);
  const [chosenAnimal, setAnimal] = useState(0);
  const animal = drafted.includes(chosenAnimal) ? chosenAnimal : (drafted[0] ?? 0);
  const patient = animals[animal] ?? consultation.patient;
  const list = all.filter((record) => (record.patientIndex ?? 0) === animal);
  // Unless the vet picked a tab, the receita shows first: it is the document that leaves most often.
  const active =
    list.find((record) => record.type === selected) ??
    list.find((record) => record.type === 'receita') ??
    list[0];
  const access: DocumentAccess = useMemo(
    () =>
      consultation.readOnly
        ? {
            readOnly: true,
            author: { name: consultation.authorName ?? '', crmv: consultation.authorCrmv ?? '' },
          }
        : { readOnly: false, author: null },
    [consultation.readOnly, consultation.authorName, consultation.authorCrmv],
  );
  const readOnly = access.readOnly;
  const chooser =
    documents.data && !readOnly ? (
      <GenerateDocuments
        consultation={consultation}
        documents={documents.data}
        autoStart={autoGenerate}
        onAutoStartAsked={onAutoGenerateAsked}
        onGenerated={(types) => {
          setAdding(false);
          const first = types.includes('receita') ? 'receita' : types[0];
          if (first) setSelected(first);
        }}
      />
    ) : null;

  return (
    <DocumentAccessProvider value={access}>
      <IssueDraftProvider initialName={tutorName} patientName={patient.name}>
        <ProgressReporter documents={list} onProgress={onProgress} />
        <section aria-labelledby={titleId} className="min-w-0" data-testid="documentos">
          <Card className="overflow-clip p-0">
            <div className="px-5 pt-5 pb-4 sm:px-6">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <h2 id={titleId} className="font-semibold text-lg text-slate-900">
                  Documentos
                </h2>
                <CopyToSystem consultation={consultation} documents={all} />
              </div>
              <p className="mt-1 text-slate-600 text-sm">
                {readOnly
                  ? `Assinados por ${access.author?.name || 'quem registrou a consulta'}. Você pode ler e baixar uma cópia para o prontuário.`
                  : 'Gerados só com o que está na transcrição. Revise cada um antes de emitir: você assina o conteúdo.'}
              </p>
              {documents.isPending ? (
                <LoadingState label="Carregando os documentos…" className="py-6" />
              ) : documents.isError ? (
                <div role="alert" className="mt-4 text-red-800 text-sm">
                  <p>{documents.error.message}</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-3"
                    onClick={() => void documents.refetch()}
                  >
                    Tentar de novo
                  </Button>
                </div>
              ) : list.length === 0 ? (
                readOnly ? (
                  <p className="mt-4 text-slate-600 text-sm">Nenhum documento foi gerado nesta consulta.</p>
                ) : (
                  <div className="mt-4">{chooser}</div>
                )
              ) : null}
            </div>
            {drafted.length > 1 ? (
              <AnimalChooser
                names={drafted.map((index) => ({ index, name: animals[index]?.name ?? '' }))}
                selected={animal}
                onSelect={setAnimal}
              />
            ) : null}
            {active ? (
              <>
                <div className="border-slate-200 border-y bg-slate-50 px-2 pt-1.5 sm:px-4">
                  <DocumentTabs
                    idPrefix={idPrefix}
                    documents={list}
                    selected={active.type}
                    onSelect={setSelected}
                    after={
                      readOnly ? null : (
                        <button
                          type="button"
                          aria-expanded={adding}
                          aria-controls={generateId}
                          onClick={() => setAdding((value) => !value)}
                          className={cn(
                            'mb-1 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-xl px-2 font-medium sm:px-3 text-brand-700 text-sm hover:bg-brand-50 sm:min-h-9',
                            adding && 'bg-brand-50',
                          )}
                        >
                          {adding ? (
                            <X aria-hidden="true" className="size-4" />
                          ) : (
                            <Plus aria-hidden="true" className="size-4" />
                          )}
                          {/* On a phone the strip's room goes to the tabs: the + alone, its name read out. */}
                          <span className="max-sm:sr-only">Documento</span>
                          <span className="sr-only">: gerar outro documento</span>
                        </button>
                      )
                    }
                  />
                </div>
                <div
                  id={generateId}
                  hidden={!adding}
                  className="border-slate-200 border-b bg-white px-5 py-4 sm:px-6"
                >
                  {adding ? chooser : null}
                </div>
                {readOnly ? null : <TutorStrip consultationId={consultation.id} documents={list} />}
                {list.map((record) => {
                  const ids = tabIds(idPrefix, record.type);
                  return (
                    <div
                      key={record.type}
                      role="tabpanel"
                      id={ids.panel}
                      aria-labelledby={ids.tab}
                      hidden={record !== active}
                      className="bg-slate-100/80 px-4 pt-4 pb-6 max-[22rem]:px-2 sm:px-8 sm:pt-6 sm:pb-8"
                    >
                      <DocumentCard document={record} patient={patient} />
                    </div>
                  );
                })}
              </>
            ) : null}
          </Card>
        </section>
      </IssueDraftProvider>
    </DocumentAccessProvider>
  );
}

/** How far a consultation's documents got: some drafted (the receita among them), some sent. */
export interface DocumentsProgress {
  ready: boolean;
  receitaReady: boolean;
  sent: boolean;
}

function ProgressReporter({
  documents,
  onProgress,
}: {
  documents: DocumentRecord[];
  onProgress?: (progress: DocumentsProgress) => void;
}) {
  const { sent } = useIssueDraft();
  const ready = documents.some((record) => record.status === 'ready');
  const receitaReady = documents.some((record) => record.type === 'receita' && record.status === 'ready');
  // A download is not a send: only what left towards the tutor (e-mail, WhatsApp, shared) moves it on.
  const anySent = documents.some((record) => {
    const mark = sent[record.id];
    return mark !== undefined && mark.channel !== 'pdf';
  });
  useEffect(() => {
    onProgress?.({ ready, receitaReady, sent: anySent });
  }, [onProgress, ready, receitaReady, anySent]);
  return null;
}
