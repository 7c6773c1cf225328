import { fakeAudio } from '../../../../e2e/fixtures/fake-openai.ts';

/** ~20 s of opus at 24 kbit/s: what one MediaRecorder segment of the capture page weighs. */
export const SEGMENT_BYTES = 60 * 1024;

/** What the stand-in STT "hears": short clinical sentences, enough words for a document (≥ 20 in two). */
export const CLINICAL_SENTENCES = [
  'O Thor, cão SRD de oito anos, chegou com vômito há dois dias e hiporexia, mucosas normocoradas e TPC de dois segundos.',
  'A Mia, gata castrada de três anos, apresenta prurido e alopecia na região cervical; vou prescrever fluralaner.',
  'Auscultação cardíaca sem sopro, frequência de cento e vinte batimentos por minuto, temperatura retal de trinta e nove graus.',
  'Vamos fazer meloxicam meio miligrama por quilo uma vez ao dia por três dias e dipirona se houver dor.',
  'Peço hemograma completo, bioquímica renal e hepática e uma ultrassonografia abdominal para a semana que vem.',
  'Retorno em sete dias para reavaliar, e antes disso se voltar a vomitar ou deixar de comer.',
];

/**
 * One valid webm segment per sentence (an EBML header the server sniffs as audio, the sentence for the
 * stand-in, padding to the segment's size), made once and reused: the generator must not spend its CPU
 * building bodies.
 */
export const SEGMENTS: Buffer[] = CLINICAL_SENTENCES.map((sentence) =>
  Buffer.from(fakeAudio(sentence, SEGMENT_BYTES - 200)),
);
