import { useQueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@vetvoz/domain';
import { FileCheck2, Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { BILLING_QUERY_KEY } from '../../billing/index.ts';
import { type DocumentsProgress, DocumentsSection } from '../../documents/index.ts';
import { FollowUpsCard } from '../../follow-ups/index.ts';
import { consultationKey } from '../api/consultations.ts';
import {
  autoGeneratePreference,
  consumeAutoGenerate,
  requestAutoGenerate,
  wantsAutoGenerate,
} from '../capture/auto-generate.ts';
import { endInterruptedRecording } from '../capture/capture-store.ts';
import { savedMicrophoneId } from '../capture/microphone.ts';
import { NOTHING_RECORDED_MESSAGE, recordingSession } from '../capture/recording-session.ts';
import { discardConsultation } from '../capture/start-consultation.ts';
import { uploadQueue } from '../capture/upload-queue.ts';
import { tutorNameOf } from '../draft/tutor-names.ts';
import { useLocalRecording, useRecordingSession, useUploadQueue } from '../hooks/use-capture.ts';
import { useConsultation } from '../hooks/use-consultation.ts';
import { AnimalsPanel } from './animals-panel.tsx';
import { DeleteConsultation } from './delete-consultation.tsx';
import { InterruptedPanel } from './interrupted-panel.tsx';
import { LiveTranscript } from './live-transcript.tsx';
import { describePatient } from './patient-draft.ts';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { RecordingPanel } from './recording-panel.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TranscriptEditor } from './transcript-editor.tsx';
import { UploadStatus } from './upload-status.tsx';

/** One consultation: recording, upload progress, the live transcript, then its review. */
export function ConsultationWorkspace({ id }: { id: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useRecordingSession();
  const queue = useUploadQueue();
  const progress = queue.recordings.find((r) => r.id === id);
  const local = useLocalRecording(id);
  const server = useConsultation(id);
  const [problem, setProblem] = useState<string | null>(null);
  const [documentsProgress, setDocumentsProgress] = useState<DocumentsProgress | null>(null);
  // Set when "Encerrar" is pressed here: the drafts are brought into view once they start.
  const [justEnded, setJustEnded] = useState(false);
  const documentsRef = useRef<HTMLDivElement>(null);
  const onProgress = useCallback((next: DocumentsProgress) => setDocumentsProgress(next), []);
  const recordingHere = session.recordingId === id && session.status !== 'idle';
  // The device's copy of the recording goes once transcribed; the name typed in this tab stays in memory.
  const tutorName = local.recording?.tutorName ?? tutorNameOf(id);

  // The queue created or finished it, or sent the last segment: the server's view changed.
  const created = progress?.created;
  const finished = progress?.finished;
  const onDevice = progress !== undefined;
  useEffect(() => {
    void [created, finished, onDevice];
    void queryClient.invalidateQueries({ queryKey: consultationKey(id) });
  }, [id, created, finished, onDevice, queryClient]);

  // A consultation is counted as it moves on (its first words, its documents): the meter asks again.
  const serverStatus = server.data?.status;
  useEffect(() => {
    if (serverStatus) void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
  }, [serverStatus, queryClient]);

  const editableNow = server.data && (server.data.status === 'ready' || server.data.status === 'failed');
  useEffect(() => {
    if (!justEnded || !editableNow) return;
    setJustEnded(false);
    requestAnimationFrame(() => {
      const element = documentsRef.current;
      if (!element || typeof element.scrollIntoView !== 'function') return;
      // Already high on the screen (side by side on a desktop): scrolling would only hide the title.
      const top = element.getBoundingClientRect().top;
      if (top >= 0 && top < window.innerHeight * 0.45) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    });
  }, [justEnded, editableNow]);

  const notFound = server.error instanceof ApiError && server.error.status === 404;
  if ((server.isPending && !notFound) || local.loading)
    return <LoadingState label="Carregando a consulta…" />;
  const view = server.data;
  const patient = view?.patient ?? local.recording?.patient;
  if (!patient) {
    return (
      <Card className="p-6 text-center">
        <h2 className="font-semibold text-lg text-slate-900">Consulta não encontrada</h2>
        <p className="mt-1 text-slate-600 text-sm">
          {server.error && !notFound ? server.error.message : 'Ela pode ter sido excluída.'}
        </p>
        <ButtonLink to="/consultation" className="mt-4">
          Nova consulta
        </ButtonLink>
      </Card>
    );
  }

  async function stop() {
    const result = await recordingSession.stop();
    if ('nothingRecorded' in result) {
      await discardConsultation(id).catch(() => undefined);
      setProblem(NOTHING_RECORDED_MESSAGE);
    } else {
      if (autoGeneratePreference()) requestAutoGenerate(id);
      setJustEnded(true);
    }
  }

  async function continueRecording() {
    const recording = local.recording;
    if (!user || !recording) return;
    setProblem(null);
    try {
      await recordingSession.start({
        recordingId: id,
        userId: user.id,
        patient: recording.patient,
        tutorName: recording.tutorName,
        deviceId: savedMicrophoneId(),
        created: recording.created,
        continueRecording: true,
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  async function endRecording() {
    await endInterruptedRecording(id);
    uploadQueue.retryNow(id);
  }

  const status = view?.status ?? 'recording';
  const capture =
    recordingHere && session.status === 'paused'
      ? 'paused'
      : !recordingHere && progress?.interrupted
        ? 'interrupted'
        : undefined;
  const live = view && (view.status === 'recording' || view.status === 'transcribing');
  const editable = view && (view.status === 'ready' || view.status === 'failed');
  const readOnly = view?.readOnly === true;
  const stage = documentsProgress?.sent ? 'sent' : documentsProgress?.ready ? 'documents' : undefined;
  const receitaCue = editable && !readOnly && documentsProgress?.receitaReady && !documentsProgress.sent;
  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-testid="resumo-paciente">
            {describePatient(patient)}
          </p>
          {/* While recording here the panel says "Gravando": the page says it once. */}
          {recordingHere ? null : (
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <StatusBadge status={status} capture={capture} stage={stage} />
              {receitaCue ? (
                <button
                  type="button"
                  onClick={() => documentsRef.current?.scrollIntoView({ block: 'start' })}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-700 px-2.5 font-medium text-white text-xs hover:bg-brand-800"
                >
                  <FileCheck2 aria-hidden="true" className="size-3.5" />
                  Receita pronta
                </button>
              ) : null}
            </div>
          )}
        </div>
        {recordingHere || readOnly ? null : (
          <DeleteConsultation
            id={id}
            patientName={patient.name}
            onDeleted={() => navigate('/consultation')}
          />
        )}
      </div>

      {readOnly ? <ReadOnlyNotice reason={view?.readOnlyReason} authorName={view?.authorName} /> : null}

      {recordingHere ? (
        <RecordingPanel session={session} onStop={stop} transcript={view?.transcript} />
      ) : null}
      {!recordingHere && progress?.interrupted ? (
        <InterruptedPanel onContinue={continueRecording} onEnd={endRecording} error={problem} />
      ) : problem ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}

      {progress?.blockedMessage ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 text-sm">
          <p>{progress.blockedMessage}</p>
          <p className="mt-1">A gravação continua guardada neste aparelho até você excluí-la.</p>
          {progress.blockedMessage === ERROR_MESSAGES.QUOTA_EXCEEDED ? (
            <ButtonLink to="/plans" size="sm" className="mt-3 h-11 sm:h-9">
              Ver planos
            </ButtonLink>
          ) : null}
        </div>
      ) : progress ? (
        <UploadStatus progress={progress} queue={queue} />
      ) : null}
      {progress && progress.rejectedSegments > 0 ? (
        <p className="text-amber-800 text-sm">
          {progress.rejectedSegments === 1 ? 'Um trecho' : `${progress.rejectedSegments} trechos`} não puderam
          ser aceitos pelo servidor e não entram na transcrição.
        </p>
      ) : null}

      {live && !recordingHere ? <LiveTranscript consultation={view} /> : null}
      {view && !readOnly && !recordingHere ? (
        <AnimalsPanel consultation={view} ready={Boolean(editable)} />
      ) : null}
      {editable ? (
        // Desktop: transcript and documents side by side; phone: the transcript folded above the drafts.
        <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0 lg:sticky lg:top-20">
            <TranscriptEditor
              key={view.id}
              consultation={view}
              tutorName={tutorName}
              startFolded={Boolean(documentsProgress?.ready) || wantsAutoGenerate(view.id)}
            />
          </div>
          <div ref={documentsRef} className="min-w-0 scroll-mt-20">
            <DocumentsSection
              consultation={view}
              tutorName={tutorName}
              autoGenerate={!readOnly && wantsAutoGenerate(view.id)}
              onAutoGenerateAsked={() => consumeAutoGenerate(view.id)}
              onProgress={onProgress}
            />
          </div>
        </div>
      ) : null}
      {editable ? (
        <FollowUpsCard
          consultationId={view.id}
          transcriptStamp={`${view.status}|${view.transcriptEditedAt ?? ''}`}
          readOnly={readOnly}
        />
      ) : null}
      {!view && !recordingHere ? (
        <Card className="p-5 text-slate-600 text-sm">
          A transcrição aparece aqui quando a consulta chegar ao servidor.
        </Card>
      ) : null}

      {editable ? (
        <div className="flex justify-end">
          <ButtonLink to="/consultation" variant="secondary">
            <Plus aria-hidden="true" className="size-4" />
            Nova consulta
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
