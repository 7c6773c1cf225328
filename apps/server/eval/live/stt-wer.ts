import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findUngroundedFacts } from '@vetvoz/domain';
import { createLogger } from '../../src/logging/logger.ts';
import { resolveTranscriber } from '../../src/transcription/provider.ts';
import type { Transcriber } from '../../src/transcription/transcriber.ts';
import { applyCorrectionPairs } from '../../src/vocabulary/post-correct.ts';
import { buildSpeechPrompt } from '../../src/vocabulary/speech-prompt.ts';
import { wordErrorRate, wordErrors } from '../wer.ts';
import type { LiveConfig } from './providers.ts';
import { heldOutVocabulary } from './vocabulary-wer.ts';

const run = promisify(execFile);

/**
 * What a vet says, read by espeak-ng's Brazilian voice: drug names, doses, vitals, the words a transcript
 * must get right. A synthetic voice is cleaner than a consulting room and harder than a person in its
 * accent: the figure compares providers and catches regressions, it is not the WER a clinic will see.
 */
export const CLINICAL_SENTENCES = [
  'Vou prescrever meloxicam zero vírgula um miligrama por quilo, uma vez ao dia, por cinco dias.',
  'Temperatura trinta e nove vírgula dois, frequência cardíaca cento e vinte, mucosas normocoradas.',
  'Amoxicilina com clavulanato, vinte miligramas por quilo, a cada doze horas, durante dez dias.',
  'Ivermectina não, ele é collie. Vamos usar o Bravecto, um comprimido a cada doze semanas.',
  'Maropitant um miligrama por quilo por via subcutânea, e omeprazol em jejum pela manhã.',
  'A gata tem doença renal crônica, creatinina três vírgula dois, nada de anti-inflamatório.',
  'Aplicada a vacina V10, primeira dose, partida quatro quatro sete um, reforço em vinte e um dias.',
  'Dipirona vinte e cinco miligramas por quilo, de oito em oito horas, se tiver dor ou febre.',
  'Otite externa bilateral por Malassezia, limpeza com ceruminolítico duas vezes por semana.',
  'Flunixina meglumina um vírgula um miligrama por quilo por via intravenosa, jejum de doze horas.',
];

export interface SttFigures {
  provider: string;
  model: string;
  sentences: number;
  /** Without any vocabulary: no prompt, no correction. */
  wer: number;
  /**
   * With the vocabulary (decision 039): the prompt of the built-in list and the terms the other sentences'
   * corrections taught, then their pairs correcting the text (vocabulary-wer.ts).
   */
  werWithVocabulary: number;
  /** What the vendor took of the prompt: "sent", or why not (it takes none, or refused it). */
  promptNote: string;
  /** Drug names and numbers of the references the transcripts lost (the grounding check's view). */
  factsLost: string[];
  worst: { reference: string; hypothesis: string; wer: number }[];
  failures: string[];
}

/** Synthesises the sentences into a private tmp dir (removed after), transcribes each, scores the set. */
export async function measureStt(
  config: Extract<LiveConfig['stt'], { run: true }>['config'],
): Promise<SttFigures> {
  const log = createLogger('silent');
  const transcriber: Transcriber = resolveTranscriber(config.stt, { modelsDir: config.modelsDir, log });
  const dir = await mkdtemp(join(tmpdir(), 'vetvoz-eval-audio-'));
  const pairs: { reference: string; hypothesis: string }[] = [];
  const withVocabulary: { reference: string; hypothesis: string }[] = [];
  const failures: string[] = [];
  const audio: Uint8Array[] = [];
  const transcribe = async (i: number, prompt?: string) => {
    try {
      return await transcriber.transcribe(
        { bytes: audio[i] as Uint8Array, contentType: 'audio/wav', fileName: `frase-${i + 1}.wav` },
        { signal: AbortSignal.timeout(120_000), ...(prompt ? { prompt } : {}) },
      );
    } catch (error) {
      failures.push(`${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
      return '';
    }
  };
  try {
    for (const [i, reference] of CLINICAL_SENTENCES.entries()) {
      const file = join(dir, `frase-${i + 1}.wav`);
      await run('espeak-ng', ['-v', 'pt-br', '-s', '150', '-w', file, reference]);
      audio.push(new Uint8Array(await readFile(file)));
      pairs.push({ reference, hypothesis: await transcribe(i) });
    }
    for (const [i, reference] of CLINICAL_SENTENCES.entries()) {
      const vocabulary = heldOutVocabulary(pairs, i);
      const prompt = buildSpeechPrompt({ terms: vocabulary.terms, limit: transcriber.promptLimit });
      const heard = await transcribe(i, prompt || undefined);
      withVocabulary.push({ reference, hypothesis: applyCorrectionPairs(heard, vocabulary.pairs).text });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const factsLost = pairs.flatMap(({ reference, hypothesis }) =>
    findUngroundedFacts({ content: reference, transcript: hypothesis }).map((flag) => flag.value),
  );
  const worst = pairs
    .map((pair) => {
      const { errors, words } = wordErrors(pair.reference, pair.hypothesis);
      return { ...pair, wer: words === 0 ? 0 : errors / words };
    })
    .sort((a, b) => b.wer - a.wer)
    .slice(0, 3);
  return {
    provider: transcriber.provider,
    model: transcriber.model,
    sentences: pairs.length,
    wer: wordErrorRate(pairs),
    werWithVocabulary: wordErrorRate(withVocabulary),
    promptNote:
      transcriber.promptLimit > 0
        ? 'prompt sent (a vendor that refuses it gets the audio again without it)'
        : 'this provider takes no prompt: post-correction only',
    factsLost,
    worst,
    failures,
  };
}

/** Why the audio part cannot run on this machine, or null when it can. */
export async function sttUnavailable(): Promise<string | null> {
  try {
    await run('espeak-ng', ['--version']);
    return null;
  } catch {
    return 'espeak-ng is not installed (apt-get install espeak-ng): it synthesises the audio set';
  }
}
