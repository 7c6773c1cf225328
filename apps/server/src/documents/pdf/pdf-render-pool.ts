import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import type { PdfRenderTask } from './pdf-worker-task.ts';
import { type RenderDocumentPdfOptions, renderDocumentPdfInProcess } from './render-pdf-in-process.tsx';

/** A render that runs this long is stopped (its thread destroyed): no real document needs it. */
export const PDF_RENDER_TIMEOUT_MS = 20_000;
/** How long a render may wait for a free thread before the vet is told to try again. */
export const PDF_QUEUE_TIMEOUT_MS = 30_000;

export const PDF_RENDER_TIMEOUT_MESSAGE =
  'O PDF demorou demais para ser gerado. Encurte o documento ou tente novamente em instantes.';
export const PDF_BUSY_MESSAGE = 'Muitos PDFs sendo gerados agora. Tente novamente em instantes.';

export interface PdfRenderPoolOptions {
  /** Worker threads; default one less than the cores (at least one), so the API keeps a core. */
  threads?: number;
  /** Limit of one render, counted from the moment a thread takes it. */
  timeoutMs?: number;
  /** Limit of the wait for a free thread. */
  queueTimeoutMs?: number;
  /** Renders waiting for a thread beyond this are refused at once. */
  maxQueue?: number;
  /** Render on the calling thread instead (benches: the figure before the pool). No time limit. */
  inProcess?: boolean;
}

export type RenderLimits = Pick<PdfRenderPoolOptions, 'timeoutMs' | 'queueTimeoutMs'>;

export interface PdfRenderPool {
  /** `limits` override the pool's time limits for this render. */
  render: (options: RenderDocumentPdfOptions, limits?: RenderLimits) => Promise<Buffer>;
  /** Ends the threads; a later render starts them again. */
  close: () => Promise<void>;
  readonly threads: number;
}

const WORKER_FILE = new URL('./pdf-worker.mjs', import.meta.url).href;

export const defaultPdfThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * PDFs render in worker threads: a long document is seconds of CPU that would otherwise stop every other
 * request of the process. The threads start on the first render (the server and tests that never print
 * a PDF pay nothing) and leave after some idle minutes.
 */
export function createPdfRenderPool(options: PdfRenderPoolOptions = {}): PdfRenderPool {
  const threads = Math.max(1, Math.floor(options.threads ?? defaultPdfThreads()));
  const timeoutMs = options.timeoutMs ?? PDF_RENDER_TIMEOUT_MS;
  const queueTimeoutMs = options.queueTimeoutMs ?? PDF_QUEUE_TIMEOUT_MS;
  const maxQueue = options.maxQueue ?? threads * 16;
  let pool: Piscina<PdfRenderTask, Uint8Array> | undefined;
  // Counted here: Piscina's own maxQueue does not hold tasks that carry an AbortSignal.
  let pending = 0;

  const open = () => {
    if (pool) return pool;
    pool = new Piscina<PdfRenderTask, Uint8Array>({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 5 * 60_000,
      // Not the parent's flags (Vitest's or a bench's): the worker file registers its own loader.
      execArgv: [],
      closeTimeout: timeoutMs,
    });
    // A render's own failure reaches its caller. The pool emits 'error' only for what has no caller (a
    // close that outlived closeTimeout, after which it destroys the threads anyway): without a listener
    // that emit would throw out of close().
    pool.on('error', () => {});
    return pool;
  };

  async function render(renderOptions: RenderDocumentPdfOptions, limits: RenderLimits = {}): Promise<Buffer> {
    const renderTimeoutMs = limits.timeoutMs ?? timeoutMs;
    const waitTimeoutMs = limits.queueTimeoutMs ?? queueTimeoutMs;
    if (options.inProcess) return renderDocumentPdfInProcess(renderOptions);
    if (pending >= threads + maxQueue) {
      throw new AppError('UNAVAILABLE', PDF_BUSY_MESSAGE, { details: { maxQueue } });
    }
    const channel = new MessageChannel();
    const controller = new AbortController();
    const state = { phase: 'queued' as 'queued' | 'rendering' };
    let timer = setTimeout(() => controller.abort(), waitTimeoutMs);
    channel.port1.once('message', () => {
      state.phase = 'rendering';
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), renderTimeoutMs);
    });
    pending += 1;
    try {
      const bytes = await open().run(
        { options: renderOptions, started: channel.port2 },
        { transferList: [channel.port2], signal: controller.signal },
      );
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (controller.signal.aborted) {
        // Piscina has destroyed the thread of a running render, or dropped the queued one.
        throw state.phase === 'rendering'
          ? new AppError('UNAVAILABLE', PDF_RENDER_TIMEOUT_MESSAGE, {
              cause: error,
              details: { timeoutMs: renderTimeoutMs },
            })
          : new AppError('UNAVAILABLE', PDF_BUSY_MESSAGE, {
              cause: error,
              details: { queueTimeoutMs: waitTimeoutMs },
            });
      }
      throw error;
    } finally {
      pending -= 1;
      clearTimeout(timer);
      channel.port1.close();
    }
  }

  async function close() {
    const closing = pool;
    pool = undefined;
    await closing?.close();
  }

  return { render, close, threads };
}
