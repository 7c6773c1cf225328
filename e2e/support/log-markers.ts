import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Text the browser tests type or make the fake AI say that must never reach a server log line: the
 * tutor's and responsável's data, what was said in the consultation (the transcripts of the fake
 * OpenAI server and the specs' recordings and edits) and document text built from it. Matched without
 * regard to case. Add here what a new spec types into a tutor, transcript or document field.
 */
export const LOG_MARKERS: readonly string[] = [
  // Tutor and responsável (consultation.spec, documents.spec)
  'Ana Souza',
  'Marina Castro',
  'Rua das Flores',
  '98765-4321',
  '11987654321',
  '@example.com',
  // Transcript text: the fake server's consultation lines (fixtures/fake-openai.ts) and the specs' own
  'mucosas normocoradas',
  'hiporexia',
  'fluralaner',
  'alopecia na região cervical',
  'claudicação no membro anterior',
  'firocoxibe',
  'Girolando',
  'limpeza otológica',
  'Cão com otite',
  'queixas relatadas pela tutora',
  'Retorno em sete dias',
  'Vômito há dois dias',
  'animal saudável, vacinação em dia',
  // Document text edited or issued in documents.spec
  'sem diarreia',
  'Campinas/SP',
];

export interface MarkerHit {
  file: string;
  line: number;
  marker: string;
}

/** Every line of `text` holding a marker, by line number and marker (never the line itself). */
export function findMarkers(
  text: string,
  markers: readonly string[] = LOG_MARKERS,
): Omit<MarkerHit, 'file'>[] {
  const lowered = markers.map((marker) => [marker, marker.toLocaleLowerCase('pt-BR')] as const);
  const hits: Omit<MarkerHit, 'file'>[] = [];
  text.split('\n').forEach((content, index) => {
    const line = content.toLocaleLowerCase('pt-BR');
    for (const [marker, needle] of lowered) if (line.includes(needle)) hits.push({ line: index + 1, marker });
  });
  return hits;
}

/** Scans every *.log file under `dir`. Throws when the folder holds no log at all (nothing was checked). */
export function scanLogDir(dir: string, markers: readonly string[] = LOG_MARKERS): MarkerHit[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.log'))
    .sort();
  if (files.length === 0) throw new Error(`nenhum arquivo .log em ${dir}: os servidores gravaram os logs?`);
  return files.flatMap((name) =>
    findMarkers(readFileSync(path.join(dir, name), 'utf8'), markers).map((hit) => ({ file: name, ...hit })),
  );
}
