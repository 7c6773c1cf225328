import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export interface GeneratingApp {
  app: TestApp;
  /** The OpenAI-compatible stand-in the app's text model talks to: script its answers, read its requests. */
  fake: FakeOpenAi;
}

/**
 * The app with its text model on the fake OpenAI-compatible server, retrying once, giving up after 10 s
 * and polling jobs every 100 ms, so a generated document arrives within a test. `env` adds to (or
 * overrides) the model's settings, `options` to the app's.
 */
export async function startGeneratingApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<GeneratingApp> {
  const fake = await startFakeOpenAi();
  const app = await createTestApp(
    {
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_API_KEY: 'sk-teste',
      AI_TEXT_MODEL: 'modelo-de-teste',
      ...env,
    },
    {
      generationPolicy: { maxRetries: 1, totalTimeoutMs: 10_000, idleTimeoutMs: 5000 },
      jobPollMs: 100,
      ...options,
    },
  );
  return { app, fake };
}

/** Closes what `startGeneratingApp` started; either may be missing when the start itself failed. */
export async function closeGeneratingApp(started: Partial<GeneratingApp>): Promise<void> {
  await started.app?.close();
  await started.fake?.close();
}
