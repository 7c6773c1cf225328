import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsultationFrame } from '../components/consultation-frame.tsx';
import { ConsultationWorkspace } from '../components/consultation-workspace.tsx';
import { LeaveRecordingGuard } from '../components/leave-recording-guard.tsx';
import { NewConsultation } from '../components/new-consultation.tsx';
import { PendingRecordings } from '../components/pending-recordings.tsx';
import { useRecordingSession } from '../hooks/use-capture.ts';

/**
 * /consultation starts one (patient, then record / file / notes); /consultation?id=… is one in
 * progress or done — the address survives a reload, so pending segments resume where they were.
 */
export function ConsultationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const session = useRecordingSession();

  // A recording is going on in this tab (e.g. after "Nova Consulta"): show it rather than a new form.
  useEffect(() => {
    if (!id && session.recordingId && session.status !== 'idle' && session.status !== 'starting') {
      navigate(`/consultation?id=${session.recordingId}`, { replace: true });
    }
  }, [id, session.recordingId, session.status, navigate]);

  if (id) {
    return (
      <ConsultationFrame
        title="Consulta"
        description="Grave, acompanhe a transcrição e revise o texto antes de gerar os documentos."
      >
        <LeaveRecordingGuard />
        <ConsultationWorkspace key={id} id={id} />
      </ConsultationFrame>
    );
  }
  return (
    <ConsultationFrame
      title="Nova consulta"
      description="Informe o paciente e grave. A transcrição aparece enquanto você atende."
    >
      <LeaveRecordingGuard />
      <div className="grid gap-4 sm:gap-6">
        <NewConsultation />
        <PendingRecordings />
      </div>
    </ConsultationFrame>
  );
}
