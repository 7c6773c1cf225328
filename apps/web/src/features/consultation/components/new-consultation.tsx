import { ERROR_MESSAGES } from '@vetvoz/domain';
import { Eraser, Keyboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { QuotaGate, useBilling } from '../../billing/index.ts';
import { useMyActiveUnits } from '../../business-units/index.ts';
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
import { forgetPatientDraft, keepPatientDraft, readPatientDraft } from '../draft/patient-draft-store.ts';
import { rememberTutorName } from '../draft/tutor-names.ts';
import { effectiveUnitChoice, savedUnitChoice, saveUnitChoice } from '../draft/unit-choice-store.ts';
import { AudioFilePicker } from './audio-file-picker.tsx';
import { MicrophoneSelect } from './microphone-select.tsx';
import { OtherAnimalsEditor, useOtherAnimals } from './other-animals-editor.tsx';
import {
  EMPTY_PATIENT_DRAFT,
  type PatientDraft,
  type PatientField,
  parsePatientDraft,
} from './patient-draft.ts';
import { PatientFields } from './patient-fields.tsx';
import { RecordButton } from './record-button.tsx';
import { TypedNotes } from './typed-notes.tsx';
import { UnitChoice } from './unit-choice.tsx';

type Problem = { message: string; quota?: boolean } | null;

/**
 * Patient data first, then the way in: record (the big button, on a phone's first screen), send a
 * file, or type notes. Side by side on wide screens.
 */
export function NewConsultation() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const formRef = useRef<HTMLDivElement>(null);
  const userId = user?.id;
  // What the vet typed before visiting another page comes back (memory only: it holds the tutor's name).
  const [draft, setDraft] = useState<PatientDraft>(() => readPatientDraft(userId));
  const [errors, setErrors] = useState<Partial<Record<PatientField, string>>>({});
  const [deviceId, setDeviceId] = useState(savedMicrophoneId);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [typing, setTyping] = useState(false);
  const others = useOtherAnimals();
  const canRecord = recordingSupported();
  // Billing already says no new consultation may start: every way in waits for a plan (the gate says why).
  const personalBlocked = useBilling().data?.quota.allowed === false;
  // Personal or one of my units; the remembered default, while I am still an active member of it.
  const units = useMyActiveUnits();
  const [savedUnit, setSavedUnit] = useState(() => savedUnitChoice(userId));
  const businessUnitId = effectiveUnitChoice(savedUnit, units) || undefined;
  // A unit consultation draws on the unit's pool, not on the vet's own plan.
  const quotaBlocked = businessUnitId
    ? (units.find((unit) => unit.id === businessUnitId)?.remaining ?? 1) <= 0
    : personalBlocked;
  function chooseUnit(unitId: string) {
    setSavedUnit(unitId);
    saveUnitChoice(userId, unitId);
  }

  useEffect(() => keepPatientDraft(userId, draft), [userId, draft]);

  /** The consultation exists now: its patient must not prefill the next one; its tutor goes to its documents. */
  function started(id: string, tutorName: string | undefined) {
    rememberTutorName(id, tutorName);
    forgetPatientDraft();
    navigate(`/consultation?id=${id}`);
  }

  const draftFilled = Object.values(draft).some((value) => value !== '');
  /** The form comes back as the vet left it; this starts it over (e.g. the next animal). */
  function clear() {
    setDraft(EMPTY_PATIENT_DRAFT);
    setErrors({});
    others.clear();
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }

  function change(field: PatientField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** The patient (and the other animals), or undefined after showing what is missing and focusing it. */
  function validPatient() {
    const parsed = parsePatientDraft(draft);
    const otherPatients = others.validate();
    if ('errors' in parsed || !otherPatients) {
      if ('errors' in parsed) setErrors(parsed.errors);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return undefined;
    }
    return { ...parsed, otherPatients };
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
      created = await createIfReachable(id, parsed.patient, businessUnitId, parsed.otherPatients);
      await recordingSession.start({
        recordingId: id,
        userId: user.id,
        patient: parsed.patient,
        otherPatients: parsed.otherPatients,
        businessUnitId,
        tutorName: parsed.tutorName,
        deviceId,
        created,
      });
      started(id, parsed.tutorName);
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
    const id = await startFromFile({ userId: user.id, ...parsed, businessUnitId, file, durationSeconds });
    started(id, parsed.tutorName);
  }

  const notesId = useRef<string>(crypto.randomUUID());
  async function sendNotes(text: string) {
    const parsed = validPatient();
    if (!parsed) throw new Error('Preencha os dados do paciente antes de salvar as anotações.');
    setProblem(null);
    try {
      await saveTypedNotes({ id: notesId.current, text, ...parsed, businessUnitId });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') explain(error);
      throw error;
    }
    started(notesId.current, parsed.tutorName);
  }

  return (
    <div ref={formRef} className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card className="min-w-0 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-base text-slate-900 sm:text-lg">Paciente</h2>
          {draftFilled ? (
            <Button
              variant="ghost"
              size="sm"
              className="-my-2 -mr-2 h-11"
              onClick={clear}
              disabled={starting}
            >
              <Eraser aria-hidden="true" className="size-4" />
              Limpar
            </Button>
          ) : null}
        </div>
        <p className="mt-0.5 mb-4 text-slate-600 text-sm">
          Os dados do animal ficam na consulta; os do tutor, não.
        </p>
        <PatientFields draft={draft} errors={errors} onChange={change} disabled={starting} />
        {/* Alone, "Outro animal" is a quiet line: on a phone "Iniciar gravação" must stay in the first screen. */}
        <div className={others.drafts.length > 0 ? 'mt-4 border-slate-200 border-t pt-4' : 'mt-1'}>
          <OtherAnimalsEditor state={others} disabled={starting} />
        </div>
      </Card>

      <Card className="min-w-0 p-4 sm:p-6">
        {units.length > 0 ? (
          <div className="mb-4">
            <UnitChoice
              units={units}
              value={businessUnitId ?? ''}
              onChange={chooseUnit}
              disabled={starting}
            />
          </div>
        ) : null}
        <RecordButton
          onClick={startRecording}
          starting={starting}
          disabled={starting || !canRecord || quotaBlocked}
        >
          {problem?.quota && !businessUnitId ? (
            <QuotaGate refusedMessage={problem.message} />
          ) : problem ? (
            <div
              role="alert"
              className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-left text-red-800 text-sm"
            >
              <p>{problem.message}</p>
            </div>
          ) : businessUnitId ? null : (
            <QuotaGate />
          )}
        </RecordButton>
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-3 border-slate-200 border-t pt-5">
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
          <p className="mt-1 font-medium text-slate-800 text-sm">Sem como gravar agora?</p>
          <AudioFilePicker onFile={sendFile} disabled={starting || quotaBlocked} />
          <Button
            variant="secondary"
            className="h-auto min-h-11 whitespace-normal py-2"
            onClick={() => setTyping(true)}
            disabled={starting || typing || quotaBlocked}
          >
            <Keyboard aria-hidden="true" className="size-4" />
            Digitar anotações
          </Button>
        </div>
      </Card>

      {typing ? (
        <Card className="min-w-0 p-4 sm:p-6 lg:col-span-2">
          <TypedNotes onSubmit={sendNotes} onCancel={() => setTyping(false)} />
        </Card>
      ) : null}
    </div>
  );
}
