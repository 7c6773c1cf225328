import type { Page } from '@playwright/test';
import { presetCookieConsent, signIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshot.ts';

/**
 * Recording a consultation with Chromium's fake microphone (a generated WAV) against the real server,
 * which sends each segment to the fake OpenAI-compatible server: real recordings transcribe there to
 * "Trecho <hash>." and a consultation sentence, so each segment's text is recognisable.
 */

test.describe.configure({ timeout: 90_000 });

async function openNewConsultation(page: Page, baseURL: string, email: string, segmentSeconds?: number) {
  await presetCookieConsent(page);
  if (segmentSeconds) {
    await page.addInitScript((seconds) => {
      window.localStorage.setItem('vetvoz.segmentSeconds', String(seconds));
    }, segmentSeconds);
  }
  await signIn(page.request, baseURL, email);
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova consulta' })).toBeVisible();
}

async function fillPatient(page: Page) {
  await page.getByLabel('Nome do animal').fill('Thor');
  await page.getByLabel('Espécie').selectOption('cao');
  await page.getByRole('button', { name: 'Mais dados do animal' }).click();
  await page.getByLabel('Raça (opcional)').fill('SRD');
  await page.getByLabel('Peso (kg) (opcional)').fill('12,5');
  await page.getByLabel('Nome do tutor (opcional)').fill('Ana Souza');
}

async function startRecording(page: Page) {
  await page.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(page).toHaveURL(/\/consultation\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Encerrar gravação' })).toBeVisible();
  return new URL(page.url()).searchParams.get('id') as string;
}

/** Waits until the clock shows at least `seconds` recorded (a loaded machine may skip a displayed second). */
async function recordFor(page: Page, seconds: number) {
  const clock = page.getByTestId('tempo-gravacao');
  await expect
    .poll(
      async () => {
        const [minutes = 0, secs = 0] = ((await clock.textContent()) ?? '').split(':').map(Number);
        return minutes * 60 + secs;
      },
      { timeout: (seconds + 10) * 1000 },
    )
    .toBeGreaterThanOrEqual(seconds);
}

interface SegmentView {
  index: number;
  status: string;
  text: string;
}

async function serverView(page: Page, id: string) {
  const response = await page.request.get(`/api/consultations/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    status: string;
    transcript: string;
    lastSegmentIndex: number | null;
    segments: SegmentView[];
  };
}

/** Every segment from 0 to the last is transcribed once: nothing missing, nothing twice. */
async function expectCompleteTranscript(page: Page, id: string) {
  await expect.poll(async () => (await serverView(page, id)).status, { timeout: 30_000 }).toBe('ready');
  const view = await serverView(page, id);
  const last = view.lastSegmentIndex ?? -1;
  expect(last).toBeGreaterThanOrEqual(0);
  expect(view.segments.map((s) => s.index)).toEqual(Array.from({ length: last + 1 }, (_, i) => i));
  expect(view.segments.every((s) => s.status === 'done')).toBe(true);
  const trechos = view.transcript.match(/Trecho [0-9a-f]{8}\./g) ?? [];
  expect(trechos).toHaveLength(last + 1);
  return view;
}

test('records about 10 seconds, stops and shows the transcript to review and edit', async ({
  page,
  baseURL,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await fillPatient(page);
  await saveScreenshot(page, testInfo, 'consultation-new');
  const id = await startRecording(page);
  await recordFor(page, 4);
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'consultation-recording');
  await recordFor(page, 10);
  await page.getByRole('button', { name: 'Encerrar gravação' }).click();

  const editor = page.getByRole('textbox', { name: 'Transcrição' });
  await expect(editor).toHaveValue(/Trecho [0-9a-f]{8}\./, { timeout: 30_000 });
  // The status moves on to the drafts generated at the end as soon as they are ready.
  await expect(page.getByText(/^(Transcrição pronta|Documentos prontos)$/)).toBeVisible();
  await expect(page.getByTestId('resumo-paciente')).toHaveText('Thor · Cão · SRD · 12,5 kg');
  const view = await expectCompleteTranscript(page, id);
  expect(view.transcript).not.toContain('Ana Souza');
  await saveScreenshot(page, testInfo, 'consultation-transcript');

  await editor.fill(
    `${await editor.inputValue()} Retorno em sete dias. Tutora Ana Souza, telefone 11 98765-4321.`,
  );
  // The transcript's own save state (the documents drafted at the end have theirs below it).
  await expect(page.getByText('Alterações salvas').first()).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => (await serverView(page, id)).transcript, { timeout: 10_000 })
    .toContain('Retorno em sete dias.');
  const edited = await serverView(page, id);
  expect(edited.transcript).toContain('Retorno em sete dias.');
  expect(edited.transcript).not.toContain('98765-4321');
});

test('going offline mid-recording loses nothing', async ({ page, context, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo), 3);
  await fillPatient(page);
  const id = await startRecording(page);
  await expect(page.getByTestId('transcricao-ao-vivo')).toContainText('Trecho', { timeout: 20_000 });

  await context.setOffline(true);
  await expect(page.getByTestId('estado-envio')).toContainText('Sem conexão', { timeout: 10_000 });
  await expect(page.getByTestId('estado-envio')).toContainText(/[1-9]\d* trechos? guardados?/, {
    timeout: 15_000,
  });
  await saveScreenshot(page, testInfo, 'consultation-offline');
  await page.getByRole('button', { name: 'Encerrar gravação' }).click();

  await context.setOffline(false);
  await expectCompleteTranscript(page, id);
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/Trecho/, { timeout: 15_000 });
});

test('a reload while segments wait to upload resumes them', async ({ page, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo), 3);
  await fillPatient(page);
  // The server is unreachable for uploads: segments pile up in IndexedDB.
  await page.route('**/api/consultations/*/segments/*', (route) => route.abort('connectionreset'));
  const id = await startRecording(page);
  await recordFor(page, 8);
  await page.getByRole('button', { name: 'Encerrar gravação' }).click();
  await expect(page.getByTestId('estado-envio')).toContainText('Tentar agora', { timeout: 15_000 });

  await page.unroute('**/api/consultations/*/segments/*');
  await page.reload();
  await expectCompleteTranscript(page, id);
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/Trecho/, { timeout: 15_000 });
});

test('a busy server (503 + Retry-After) is asked again no sooner than it said, and nothing is lost', async ({
  page,
  baseURL,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo), 3);
  await fillPatient(page);
  // The node sheds load for the first segment twice, as admission control does past capacity.
  const attempts: { index: string; at: number; refused: boolean }[] = [];
  let refusals = 0;
  await page.route('**/api/consultations/*/segments/*', async (route) => {
    const index = route.request().url().split('/').at(-1) as string;
    const refuse = index === '0' && refusals < 2;
    attempts.push({ index, at: Date.now(), refused: refuse });
    if (!refuse) return route.continue();
    refusals += 1;
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '4', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'UNAVAILABLE', message: 'O servidor está ocupado no momento.' }),
    });
  });
  const id = await startRecording(page);
  await recordFor(page, 5);
  await page.getByRole('button', { name: 'Encerrar gravação' }).click();
  await expectCompleteTranscript(page, id);
  const first = attempts.filter((attempt) => attempt.index === '0');
  expect(first.map((attempt) => attempt.refused)).toEqual([true, true, false]);
  // Never sooner than the server asked (4 s), whatever the queue's own backoff would have been.
  for (let i = 1; i < first.length; i += 1) {
    expect((first[i]?.at ?? 0) - (first[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(3900);
  }
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue(/Trecho/, { timeout: 15_000 });
});

test('a reload mid-recording keeps what was recorded and lets the vet end it', async ({
  page,
  baseURL,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo), 3);
  await fillPatient(page);
  const id = await startRecording(page);
  await recordFor(page, 5);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A gravação foi interrompida' })).toBeVisible({
    timeout: 30_000,
  });
  await saveScreenshot(page, testInfo, 'consultation-interrupted');
  await page.getByRole('button', { name: 'Encerrar e transcrever' }).click();
  await expectCompleteTranscript(page, id);
});

test('says plainly when the microphone is not allowed, and keeps the form', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await fillPatient(page);
  await page.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(page.getByRole('alert')).toContainText('O acesso ao microfone foi negado.');
  await expect(page.getByLabel('Nome do animal')).toHaveValue('Thor');
  await saveScreenshot(page, testInfo, 'consultation-microphone-denied');
});

test('asks for the patient before recording', async ({ page, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Iniciar gravação' }).click();
  await expect(page.getByText('Informe o nome do animal.')).toBeVisible();
  await expect(page.getByText('Escolha a espécie.')).toBeVisible();
  await expect(page.getByLabel('Nome do animal')).toBeFocused();
});

test('an audio file is transcribed like a recording', async ({ page, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await fillPatient(page);
  const wav = Buffer.from(
    `RIFF....WAVEfmt #fala:Cão com otite, prescrevo limpeza otológica e retorno em sete dias, sem outras queixas relatadas pela tutora hoje na consulta.\n`,
  );
  await page
    .getByTestId('arquivo-audio')
    .setInputFiles({ name: 'consulta.wav', mimeType: 'audio/wav', buffer: wav });
  const editor = page.getByRole('textbox', { name: 'Transcrição' });
  await expect(editor).toHaveValue(/otite, prescrevo limpeza otológica/, { timeout: 30_000 });

  await page.goto('/consultation');
  await fillPatient(page);
  await page
    .getByTestId('arquivo-audio')
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('Formato não aceito.')).toBeVisible();
});

test('typed notes become the transcript, and a too-short one is flagged', async ({
  page,
  baseURL,
}, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await fillPatient(page);
  await page.getByRole('button', { name: 'Digitar anotações' }).click();
  const notes = page.getByLabel('Anotações da consulta');
  await expect(notes).toBeFocused();
  await expect(page.getByTestId('transcricao-curta')).toHaveCount(0);
  await notes.fill('Vômito há dois dias.');
  await notes.blur();
  await expect(page.getByTestId('transcricao-curta')).toBeVisible();
  await saveScreenshot(page, testInfo, 'consultation-typed-notes');
  await page.getByRole('button', { name: 'Usar estas anotações' }).click();
  await expect(page.getByRole('textbox', { name: 'Transcrição' })).toHaveValue('Vômito há dois dias.');
  await expect(page.getByTestId('transcricao-curta')).toBeVisible();
});

test('deleting a consultation asks first', async ({ page, baseURL }, testInfo) => {
  await openNewConsultation(page, baseURL as string, uniqueEmail(testInfo));
  await fillPatient(page);
  await page.getByRole('button', { name: 'Digitar anotações' }).click();
  await page
    .getByLabel('Anotações da consulta')
    .fill('Consulta de rotina, animal saudável, vacinação em dia.');
  await page.getByRole('button', { name: 'Usar estas anotações' }).click();
  await expect(page).toHaveURL(/id=/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.getByRole('button', { name: 'Mais ações da consulta' }).click();
  await page.getByRole('menuitem', { name: 'Excluir consulta' }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir esta consulta?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  const response = await page.request.get(`/api/consultations/${id}`);
  expect(response.status()).toBe(404);
});
