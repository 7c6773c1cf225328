import { eq } from 'drizzle-orm';
import { fakeAudio } from '../../../../e2e/fixtures/fake-openai.ts';
import { job } from '../../src/db/schema/index.ts';
import { body, type TestApp } from '../test-app.ts';

/**
 * A signed-in vet's recording as the upload queue drives it: a consultation, segments sent with
 * `Prefer: respond-async`, and a wait until none is pending — what the admission tests repeat.
 */
export function recordingAs(app: TestApp, cookie: string) {
  return {
    async newConsultation(name = 'Thor', species = 'cao'): Promise<string> {
      const created = await app.request('/api/consultations', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ patient: { name, species } }),
      });
      if (created.status !== 201) throw new Error(`consultation not created: ${created.status}`);
      return (await body(created)).id as string;
    },
    upload: (id: string, index: number, text: string) =>
      app.request(`/api/consultations/${id}/segments/${index}`, {
        method: 'POST',
        cookie,
        body: fakeAudio(text),
        headers: { 'content-type': 'audio/webm;codecs=opus', prefer: 'respond-async' },
      }),
    /** The consultation's view once no segment is pending. */
    async settled(id: string) {
      for (let tries = 0; tries < 200; tries += 1) {
        const view = await body(await app.request(`/api/consultations/${id}`, { cookie }));
        if (view.pendingSegments === 0 && view.segments.length > 0) return view;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('segments never settled');
    },
  };
}

/** Closes the app once no job runs: a background transcription would fail after its database closed. */
export async function closeWhenJobsDone(app: TestApp): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const running = await app.database.db.select({ id: job.id }).from(job).where(eq(job.status, 'running'));
    if (running.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await app.close();
}
