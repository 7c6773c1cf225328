import { useMutation } from '@tanstack/react-query';
import {
  type DocumentType,
  isTranscriptTooShort,
  MIN_TRANSCRIPT_WORDS,
  PROMPT_TEST_SAMPLES,
  type PromptTestResult,
  patientFields,
  testPromptSchema,
} from '@vetvoz/domain';
import { FlaskConical, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';
import { testPrompt } from '../api/prompts.ts';
import { formatCount } from '../model/format.ts';
import { TestOutput } from './test-output.tsx';

interface PromptTestProps {
  type: DocumentType;
  /** The editor's text, tested as it is (unsaved). */
  draft: string;
}

/**
 * "Testar": the draft and the active version generate the same document from the same consultation (the
 * type's sample, editable), side by side, so an admin sees what would change before putting it in use.
 * The sample's animal goes with an edited transcript: the API needs one, and the admin tests the prompt,
 * not the patient form.
 */
export function PromptTest({ type, draft }: PromptTestProps) {
  const sample = PROMPT_TEST_SAMPLES[type];
  const [transcript, setTranscript] = useState(sample.transcript);
  const [problem, setProblem] = useState<string | null>(null);
  const [tested, setTested] = useState<{ draft: string; result: PromptTestResult } | null>(null);
  const transcriptId = useId();
  const hintId = useId();

  const run = useMutation({
    mutationFn: (input: { draft: string; transcript: string }) => {
      const edited = input.transcript.trim() !== sample.transcript.trim();
      return testPrompt(
        type,
        edited
          ? { body: input.draft, transcript: input.transcript, patient: sample.patient }
          : { body: input.draft },
      );
    },
    onSuccess: (result, input) => setTested({ draft: input.draft, result }),
    onError: (error) => setProblem(error.message),
  });

  const start = () => {
    setProblem(null);
    if (isTranscriptTooShort(transcript)) {
      setProblem(
        `A transcrição de teste está vazia ou curta demais: escreva ao menos ${MIN_TRANSCRIPT_WORDS} palavras ou restaure o exemplo.`,
      );
      return;
    }
    const parsed = testPromptSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Confira o prompt.');
      return;
    }
    run.mutate({ draft, transcript });
  };

  const result = tested?.result;
  const patient = result?.patient ?? sample.patient;
  const stale = tested !== null && tested.draft !== draft;
  const edited = transcript.trim() !== sample.transcript.trim();

  return (
    <div className="grid gap-4">
      <p className="text-slate-600 text-sm">
        Gera o documento com o texto do editor (ainda não salvo) e com a versão ativa, a partir da mesma
        transcrição, para comparar. Nada é salvo nem enviado aos veterinários.
      </p>

      <div>
        <p className="font-medium text-slate-800 text-sm">Animal do exemplo</p>
        <p className="mt-1 text-slate-600 text-sm">
          {patientFields(sample.patient)
            .map((field) => `${field.label}: ${field.value}`)
            .join(' · ')}
        </p>
      </div>

      <div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={transcriptId} className="block font-medium text-slate-800 text-sm">
            Transcrição de teste
          </label>
          {edited ? (
            <Button variant="ghost" size="sm" onClick={() => setTranscript(sample.transcript)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Restaurar exemplo
            </Button>
          ) : null}
        </div>
        <textarea
          id={transcriptId}
          aria-describedby={hintId}
          value={transcript}
          onChange={(event) => setTranscript(event.target.value)}
          rows={7}
          spellCheck
          lang="pt-BR"
          className={textareaClasses({ compact: true })}
        />
        <p id={hintId} className="mt-1.5 text-slate-500 text-xs leading-relaxed">
          {edited
            ? `Transcrição alterada (${formatCount(transcript.trim().length)} caracteres); o animal continua o do exemplo.`
            : 'Exemplo do VetVoz para este documento, com armadilhas em que um bom prompt não cai (um remédio cogitado e descartado, datas de outro dia…).'}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={start} disabled={run.isPending}>
          {run.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FlaskConical aria-hidden="true" className="size-4" />
          )}
          {run.isPending ? 'Testando…' : 'Testar'}
        </Button>
        <p role="status" className="text-slate-600 text-sm">
          {run.isPending
            ? 'Gerando com o rascunho e com a versão ativa; pode levar alguns segundos…'
            : result
              ? `Teste concluído: rascunho ${result.draft.ok ? 'gerado' : 'com erro'}, versão ativa ${result.active.ok ? 'gerada' : 'com erro'}.`
              : ''}
        </p>
      </div>

      {problem ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}

      {run.isPending ? (
        <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
          <ResultSkeleton />
          <ResultSkeleton />
        </div>
      ) : result ? (
        <div className="grid gap-3">
          {stale ? (
            <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
              O texto do editor mudou depois deste teste. Teste de novo para ver o efeito.
            </p>
          ) : null}
          <div className="grid items-start gap-4 md:grid-cols-2">
            <TestOutput title="Rascunho (editor)" type={type} patient={patient} output={result.draft} />
            <TestOutput
              title={
                result.active.version === null
                  ? 'Versão ativa'
                  : `Versão ativa (versão ${result.active.version})`
              }
              type={type}
              patient={patient}
              output={result.active}
            />
          </div>
          <p className="text-slate-500 text-xs">
            Modelo: {result.model ?? 'padrão'} ({result.provider})
          </p>
        </div>
      ) : null}
    </div>
  );
}

function ResultSkeleton() {
  return (
    <div className="grid animate-pulse gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="h-3 w-1/3 rounded bg-slate-200" />
      <div className="h-3 w-full rounded bg-slate-200" />
      <div className="h-3 w-5/6 rounded bg-slate-200" />
      <div className="h-3 w-1/4 rounded bg-slate-200" />
      <div className="h-3 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
