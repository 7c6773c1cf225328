import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { type RenderDocumentPdfOptions, renderDocumentPdfInProcess } from './render-pdf-in-process.tsx';

export interface PdfRenderTask {
  options: RenderDocumentPdfOptions;
  /** Told "started" when this thread takes the task, so the time limit counts rendering, not queueing. */
  started: MessagePort;
}

// A thread's first render also parses both fonts and sets up the layout engine (about ten times a short
// document's time). Done here, while the thread starts, so the time limit measures the document alone.
await renderDocumentPdfInProcess({
  type: 'diagnostico',
  content: { presuntivo: 'Início do gerador de PDF.' },
  patient: { name: 'Início', species: 'cao' },
  issuer: { name: 'VetVoz', crmv: { number: '1', uf: 'SP' } },
  date: '2026-01-01',
});

/** Runs in a PDF worker thread: one document in, its bytes out (moved, not copied, to the main thread). */
export default async function renderPdfTask({ options, started }: PdfRenderTask) {
  started.postMessage('started');
  started.close();
  const pdf = await renderDocumentPdfInProcess(options);
  const bytes = new Uint8Array(pdf.byteLength);
  bytes.set(pdf);
  return Piscina.move(bytes);
}
