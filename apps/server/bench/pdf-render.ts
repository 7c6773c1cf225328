import { performance } from 'node:perf_hooks';
import {
  DOCUMENT_TYPES,
  SAMPLE_CONTENT,
  SAMPLE_DATE,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
} from '@vetvoz/domain';
import { renderDocumentPdf } from '../src/documents/pdf/render-document-pdf.tsx';

/**
 * PDF render time per document type (p95 under 300 ms), on the complete sample of each document.
 * The first render loads and parses the font; it is reported apart and left out of the figures. Wall time
 * is what a request waits; CPU time (this process only) tells how much of it is ours on a busy machine.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_P95_MS = 300;

const options = (type: (typeof DOCUMENT_TYPES)[number]) => ({
  type,
  content: SAMPLE_CONTENT[type],
  patient: SAMPLE_PATIENT,
  issuer: SAMPLE_ISSUER,
  issue: SAMPLE_ISSUE,
  place: SAMPLE_PLACE,
  date: SAMPLE_DATE,
});

const coldStart = performance.now();
await renderDocumentPdf(options('receita'));
console.log(`first render (font loading included): ${(performance.now() - coldStart).toFixed(0)} ms`);
console.log(`${RUNS} renders per document type:`);

let worst = 0;
for (const type of DOCUMENT_TYPES) {
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const pdf = await renderDocumentPdf(options(type));
    const cpuUsed = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    bytes = pdf.length;
    pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  worst = Math.max(worst, p95);
  console.log(
    `  ${type.padEnd(20)} p50 ${ms(p50)}  p95 ${ms(p95)}  cpu p50 ${ms(percentile(cpu, 0.5))}  ` +
      `${pages} page${pages === 1 ? ' ' : 's'}  ${(bytes / 1024).toFixed(1)} KB`,
  );
}
console.log(
  `worst p95 ${worst.toFixed(1)} ms — target under ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'}`,
);

function ms(value: number): string {
  return `${value.toFixed(1).padStart(6)} ms`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
