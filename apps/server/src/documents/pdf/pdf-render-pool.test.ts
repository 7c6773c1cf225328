import { SAMPLE_CONTENT, SAMPLE_DATE, SAMPLE_ISSUER, SAMPLE_PATIENT } from '@vetvoz/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { largestValidContent } from '../testing/largest-content.ts';
import {
  createPdfRenderPool,
  PDF_BUSY_MESSAGE,
  PDF_RENDER_TIMEOUT_MESSAGE,
  type PdfRenderPool,
} from './pdf-render-pool.ts';
import { closePdfRendering, renderDocumentPdf } from './render-document-pdf.tsx';

/** Orientações as long as the schema allows: over a second of layout, thirty times a short receita. */
const longDocument = () => ({
  type: 'orientacoes' as const,
  content: largestValidContent(
    'orientacoes',
    'Dar junto com a ração, observar apetite e hidratação, retornar se houver vômito. ',
  ),
  patient: SAMPLE_PATIENT,
  issuer: SAMPLE_ISSUER,
  date: SAMPLE_DATE,
});

const small = {
  type: 'receita' as const,
  content: SAMPLE_CONTENT.receita,
  patient: SAMPLE_PATIENT,
  issuer: SAMPLE_ISSUER,
  date: SAMPLE_DATE,
};

/** The longest pause of the event loop while `work` runs, seen by a 10 ms timer. */
async function longestPause<T>(work: () => Promise<T>): Promise<{ pauseMs: number; tookMs: number }> {
  let last = performance.now();
  let pauseMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    pauseMs = Math.max(pauseMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  // A loop blocked for the whole render never ran the timer: that pause ends only now.
  pauseMs = Math.max(pauseMs, performance.now() - last);
  return { pauseMs, tookMs: performance.now() - started };
}

const pools: PdfRenderPool[] = [];
const pool = (options: Parameters<typeof createPdfRenderPool>[0]) => {
  const created = createPdfRenderPool(options);
  pools.push(created);
  return created;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await closePdfRendering();
});

describe('PDF rendering off the main thread', () => {
  it('keeps the event loop free while a long document renders', async () => {
    await renderDocumentPdf(small); // the thread's start and the font load, out of the measure
    const { pauseMs, tookMs } = await longestPause(async () => {
      for (let i = 0; i < 3; i++) {
        const pdf = await renderDocumentPdf(longDocument());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
    // On the main thread the pause is a whole render; in a worker it stays a scheduling hiccup.
    expect(tookMs).toBeGreaterThan(750);
    expect(pauseMs).toBeLessThan(Math.min(500, tookMs / 4));
  });

  it('stops a render over the time limit with a pt-BR 503, then renders again on a fresh thread', async () => {
    const limited = pool({ threads: 1 });
    await limited.render(small); // the thread's start, under the default limits
    const started = performance.now();
    const failure = await limited.render(longDocument(), { timeoutMs: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: PDF_RENDER_TIMEOUT_MESSAGE });
    // Stopped at the limit, not at the end of the render (which takes seconds).
    expect(performance.now() - started).toBeLessThan(4000);

    const again = await limited.render(small);
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses at once when the queue is full, and after a wait when no thread frees up', async () => {
    const busy = pool({ threads: 1, maxQueue: 1 });
    await busy.render(small);
    const running = busy.render(longDocument());
    const queued = busy.render(small, { queueTimeoutMs: 300 }).catch((error: unknown) => error);
    const refused = await busy.render(small).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: PDF_BUSY_MESSAGE });
    expect(await queued).toMatchObject({ code: 'UNAVAILABLE', message: PDF_BUSY_MESSAGE });
    expect((await running).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('starts its threads again after close (the app stops, the pool is used later)', async () => {
    const reopened = pool({ threads: 1 });
    expect((await reopened.render(small)).subarray(0, 5).toString()).toBe('%PDF-');
    await reopened.close();
    expect((await reopened.render(small)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('passes the schema error of content of another shape back to the caller', async () => {
    await expect(renderDocumentPdf({ ...small, content: { itens: 'meloxicam' } })).rejects.toThrow();
  });
});
