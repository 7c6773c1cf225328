import { fakeAudio } from '../fixtures/fake-openai.ts';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import {
  E2E_DATABASE_URL,
  holdTwoInstances,
  INSTANCE_A_URL,
  INSTANCE_B_URL,
  startTwoInstances,
} from '../support/two-instances.ts';

/**
 * Several nodes on one PostgreSQL: a vet's page is served by instance B while the segment is
 * uploaded through instance A; the live transcript reaches the page over B's event stream, which
 * hears A's NOTIFY. The instances need a PostgreSQL server: E2E_DATABASE_URL names a role that may
 * create databases (each run makes a scratch one and drops it).
 */
test.skip(
  !E2E_DATABASE_URL,
  'needs PostgreSQL: set E2E_DATABASE_URL (two instances cannot share the embedded PGlite database)',
);
test.use({ baseURL: INSTANCE_B_URL });
test.describe.configure({ timeout: 240_000 });

// Said in the consultation (log markers: scripts/check-logs.ts checks no server logged it).
const SAID = 'Vômito há dois dias e hiporexia; mucosas normocoradas, vou pedir um hemograma completo.';

test('a page on instance B shows the live transcript of a segment uploaded through instance A', async ({
  page,
}, testInfo) => {
  const release = await holdTwoInstances();
  const instances = await startTwoInstances(E2E_DATABASE_URL as string).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    await presetCookieConsent(page);
    await signIn(page.request, INSTANCE_B_URL, uniqueEmail(testInfo));
    // Cookies are per host, not per port: the session made on B goes to A too, and A knows it (database).
    const throughA = { origin: INSTANCE_A_URL };
    const created = await page.request.post(`${INSTANCE_A_URL}/api/consultations`, {
      headers: throughA,
      data: { patient: { name: 'Thor', species: 'cao', breed: 'SRD' } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // Every read of the consultation by the page; after the stream opens, none may bring the text.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/consultations/${id}`) reads.push(request.url());
    });
    const stream = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/consultations/${id}/events`,
    );
    await page.goto(`/consultation?id=${id}`);
    expect(new URL(page.url()).origin).toBe(INSTANCE_B_URL);
    await expect(page.getByRole('heading', { name: 'Transcrição ao vivo' })).toBeVisible();
    const live = page.getByTestId('transcricao-ao-vivo');
    await expect(live).toContainText('O texto aparece aqui alguns segundos depois de cada trecho gravado.');
    expect((await stream).status()).toBe(200);
    const readsBeforeUpload = reads.length;

    const uploaded = await page.request.post(`${INSTANCE_A_URL}/api/consultations/${id}/segments/0`, {
      headers: { ...throughA, 'content-type': 'audio/webm;codecs=opus' },
      data: Buffer.from(fakeAudio(SAID)),
    });
    expect(uploaded.status()).toBe(200);
    expect(await uploaded.json()).toMatchObject({ index: 0, status: 'done', text: SAID });

    await expect(live).toHaveText(SAID, { timeout: 15_000 });
    expect(reads, 'the text came over the event stream, not a new read').toHaveLength(readsBeforeUpload);
    await saveScreenshot(page, testInfo, 'two-instances-live-transcript');
  } finally {
    // The page and its event stream go first, so the instances' stop is not an error on the page.
    await page.close();
    try {
      await instances.stop();
    } finally {
      release();
    }
  }
});
