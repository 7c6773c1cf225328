import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../../e2e/fixtures/fake-openai.ts';

/** The fake provider server (e2e/fixtures/fake-openai.ts) for a whole test file, its record cleared per test. */
export function fakeProviderServerForFile(): { readonly fake: FakeOpenAi } {
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake?.reset());
  return {
    get fake() {
      if (!fake) throw new Error('the fake provider server is not started yet');
      return fake;
    },
  };
}
