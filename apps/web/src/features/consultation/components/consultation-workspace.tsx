import { useQueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@vetvoz/domain';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { DocumentsSection } from '../../documents/index.ts';
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
import { DeleteConsultation } from './delete-consultation.tsx';
import { InterruptedPanel } from './interrupted-panel.tsx';
import { LiveTranscript } from './live-transcript.tsx';
import { describePatient } from './patient-draft.ts';
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
    } else if (autoGeneratePreference()) {
      requestAutoGenerate(id);
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
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-testid="resumo-paciente">
            {describePatient(patient)}
          </p>
          <div className="mt-1.5">
            <StatusBadge status={status} capture={capture} />
          </div>
        </div>
        {recordingHere ? null : (
          <DeleteConsultation
            id={id}
            patientName={patient.name}
            onDeleted={() => navigate('/consultation')}
          />
        )}
      </div>

      {recordingHere ? <RecordingPanel session={session} onStop={stop} /> : null}
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

      {live ? <LiveTranscript consultation={view} /> : null}
      {editable ? <TranscriptEditor key={view.id} consultation={view} tutorName={tutorName} /> : null}
      {editable ? (
        <DocumentsSection
          consultation={view}
          tutorName={tutorName}
          autoGenerate={wantsAutoGenerate(view.id)}
          onAutoGenerateAsked={() => consumeAutoGenerate(view.id)}
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
