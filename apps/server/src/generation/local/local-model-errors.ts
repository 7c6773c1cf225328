import { GenerationError } from '../errors.ts';

/**
 * Why the embedded model cannot run, in words an operator can act on (they reach the prompt test and the
 * log; the documents page shows the kind's general message). All are `local_model_missing`: the server
 * cannot draft locally until someone places, downloads or replaces the file.
 */
const HOW_TO_FIX =
  'Com acesso à internet o modelo é baixado no primeiro uso; sem internet, copie um arquivo GGUF para ' +
  'LOCAL_MODELS_DIR ou indique-o em LOCAL_TEXT_MODEL. Outra opção é AI_TEXT_PROVIDER=openai-compatible.';

export type LocalModelProblem =
  | 'missing'
  | 'download_failed'
  | 'checksum_mismatch'
  | 'not_gguf'
  | 'truncated'
  | 'wrong_architecture'
  | 'runtime_missing';

const MESSAGES: Record<LocalModelProblem, string> = {
  missing: 'O arquivo do modelo local de geração de documentos não foi encontrado neste servidor.',
  download_failed: 'Não foi possível baixar o modelo local de geração de documentos.',
  checksum_mismatch:
    'O modelo local baixado não confere com a soma de verificação esperada (arquivo corrompido ou ' +
    'alterado) e foi descartado.',
  not_gguf: 'O arquivo do modelo local não é um modelo GGUF.',
  truncated: 'O arquivo do modelo local está incompleto ou corrompido.',
  wrong_architecture:
    'O arquivo do modelo local não é um modelo de texto que o VetVoz consiga executar (arquitetura não ' +
    'suportada).',
  runtime_missing:
    'O node-llama-cpp, que executa o modelo local, não está instalado neste servidor ou não tem um binário ' +
    'para este processador e sistema.',
};

export function localModelError(problem: LocalModelProblem, detail: string, cause?: unknown) {
  return new GenerationError('local_model_missing', `${problem}: ${detail}`, {
    cause,
    // An absent file is what the kind's own message says; the other problems name themselves.
    userMessage: problem === 'missing' ? undefined : `${MESSAGES[problem]} ${HOW_TO_FIX}`,
  });
}

export function isLocalModelProblem(error: unknown, problem: LocalModelProblem): boolean {
  return (
    error instanceof GenerationError &&
    error.kind === 'local_model_missing' &&
    error.message.startsWith(`local_model_missing: ${problem}:`)
  );
}
