import { ERROR_MESSAGES } from '@vetvoz/domain';
import { Keyboard, LoaderCircle, Mic, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import {
  MicrophoneError,
  recordingSupported,
  savedMicrophoneId,
  saveMicrophoneId,
} from '../capture/microphone.ts';
import { recordingSession } from '../capture/recording-session.ts';
import {
  createIfReachable,
  discardConsultation,
  saveTypedNotes,
  startFromFile,
} from '../capture/start-consultation.ts';
import { AudioFilePicker } from './audio-file-picker.tsx';
import { MicrophoneSelect } from './microphone-select.tsx';
import {
  EMPTY_PATIENT_DRAFT,
  type PatientDraft,
  type PatientField,
  parsePatientDraft,
} from './patient-draft.ts';
import { PatientFields } from './patient-fields.tsx';
import { TypedNotes } from './typed-notes.tsx';

type Problem = { message: string; quota?: boolean } | null;

/** Patient data first, then the way in: record (the big button), send a file, or type notes. */
export function NewConsultation() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const formRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<PatientDraft>(EMPTY_PATIENT_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<PatientField, string>>>({});
  const [deviceId, setDeviceId] = useState(savedMicrophoneId);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [typing, setTyping] = useState(false);
  const canRecord = recordingSupported();

  function change(field: PatientField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** The patient, or undefined after showing what is missing and focusing it. */
  function validPatient() {
    const parsed = parsePatientDraft(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return undefined;
    }
    return parsed;
  }

  function explain(error: unknown) {
    if (error instanceof ApiError)
      setProblem({ message: error.message, quota: error.code === 'QUOTA_EXCEEDED' });
    else if (error instanceof Error) setProblem({ message: error.message });
    else setProblem({ message: ERROR_MESSAGES.INTERNAL });
  }

  async function startRecording() {
    if (!user || starting) return;
    const parsed = validPatient();
    if (!parsed) return;
    setProblem(null);
    setStarting(true);
    const id = crypto.randomUUID();
    let created = false;
    try {
      created = await createIfReachable(id, parsed.patient);
      await recordingSession.start({
        recordingId: id,
        userId: user.id,
        patient: parsed.patient,
        tutorName: parsed.tutorName,
        deviceId,
        created,
      });
      navigate(`/consultation?id=${id}`);
    } catch (error) {
      // No microphone after all: the empty consultation must not use up a free one.
      if (created && error instanceof MicrophoneError) void discardConsultation(id).catch(() => undefined);
      explain(error);
    } finally {
      setStarting(false);
    }
  }

  async function sendFile(file: File, durationSeconds: number | undefined) {
    if (!user) return;
    const parsed = validPatient();
    if (!parsed) throw new Error('Preencha os dados do paciente antes de enviar o arquivo.');
    setProblem(null);
    const id = await startFromFile({ userId: user.id, ...parsed, file, durationSeconds });
    navigate(`/consultation?id=${id}`);
  }

  const notesId = useRef<string>(crypto.randomUUID());
  async function sendNotes(text: string) {
    const parsed = validPatient();
    if (!parsed) throw new Error('Preencha os dados do paciente antes de salvar as anotações.');
    setProblem(null);
    try {
      await saveTypedNotes({ id: notesId.current, text, ...parsed });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') explain(error);
      throw error;
    }
    navigate(`/consultation?id=${notesId.current}`);
  }

  return (
    <div ref={formRef} className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold text-lg text-slate-900">Paciente</h2>
        <p className="mt-1 mb-5 text-slate-600 text-sm">
          Os dados do animal ficam na consulta. Os dados do tutor não são guardados.
        </p>
        <PatientFields draft={draft} errors={errors} onChange={change} disabled={starting} />
      </Card>

      <Card className="p-5 sm:p-6">
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
          <div className="flex flex-col items-center gap-4 text-center">
            <button
              type="button"
              onClick={startRecording}
              disabled={starting || !canRecord}
              className="group flex size-36 flex-col items-center justify-center gap-2 rounded-full bg-red-600 font-semibold text-white shadow-lg ring-8 ring-red-100 transition hover:bg-red-700 focus-visible:outline-none focus-visible:ring-red-300 disabled:cursor-not-allowed disabled:opacity-60 sm:size-40"
            >
              {starting ? (
                <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
              ) : (
                <Mic aria-hidden="true" className="size-10" />
              )}
              <span className="px-4 text-sm leading-tight">
                {starting ? 'Iniciando...' : 'Iniciar gravação'}
              </span>
            </button>
            <p className="flex max-w-md items-start gap-2 text-left text-slate-600 text-sm">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                O áudio não é armazenado: só o texto transcrito fica salvo, sem os dados do tutor. A gravação
                continua mesmo sem internet e é enviada quando a conexão voltar.
              </span>
            </p>
            {problem ? (
              <div
                role="alert"
                className="w-full max-w-md rounded-xl border border-red-200 bg-red-50 p-4 text-left text-red-800 text-sm"
              >
                <p>{problem.message}</p>
                {problem.quota ? (
                  <ButtonLink to="/plans" size="sm" className="mt-3">
                    Ver planos
                  </ButtonLink>
                ) : null}
              </div>
            ) : null}
          </div>
          <div className="grid gap-4 border-slate-200 border-t pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
            {canRecord ? (
              <MicrophoneSelect
                value={deviceId}
                disabled={starting}
                onChange={(value) => {
                  setDeviceId(value);
                  saveMicrophoneId(value);
                }}
              />
            ) : (
              <p className="text-amber-800 text-sm">
                Este navegador não permite gravar áudio. Envie um arquivo ou digite as anotações.
              </p>
            )}
            <p className="font-medium text-slate-800 text-sm">Sem como gravar agora?</p>
            <AudioFilePicker onFile={sendFile} disabled={starting} />
            <Button variant="secondary" onClick={() => setTyping(true)} disabled={starting || typing}>
              <Keyboard aria-hidden="true" className="size-4" />
              Digitar anotações
            </Button>
          </div>
        </div>
        {typing ? <TypedNotes onSubmit={sendNotes} onCancel={() => setTyping(false)} /> : null}
      </Card>
    </div>
  );
}
