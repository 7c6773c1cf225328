import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../e2e/fixtures/fake-openai.ts';
import { liveConfig } from './providers.ts';
import { CLINICAL_SENTENCES, measureStt } from './stt-wer.ts';
import { measureTextModel } from './text-model.ts';
import { heldOutVocabulary } from './vocabulary-wer.ts';

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// The live parts' plumbing against the fake OpenAI-compatible server: the figures are meaningless (the fake
// does not listen), what is checked is that every request is made and every answer scored.
describe('the live eval parts', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  const config = () =>
    liveConfig({
      AI_STT_PROVIDER: 'openai-compatible',
      AI_STT_BASE_URL: fake.baseUrl,
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: fake.baseUrl,
      AI_TEXT_MODEL: 'fake',
    });

  it('drafts every fixture document with the configured model and scores validity and flags', async () => {
    const live = config();
    if (!live.text.run) throw new Error(live.text.reason);
    const figures = await measureTextModel(live.text.config);
    const types = Object.values(figures.byType);
    expect(types.length).toBe(6);
    for (const t of types) {
      expect(t.errors).toEqual([]);
      expect(t.valid).toBe(t.documents);
    }
  });

  // CI images without espeak-ng cannot synthesise the audio set; the eval itself says so and skips the part.
  it.skipIf(!hasEspeak)('synthesises the sentences, transcribes each and computes the WER', async () => {
    const live = config();
    if (!live.stt.run) throw new Error(live.stt.reason);
    const figures = await measureStt(live.stt.config);
    expect(figures.failures).toEqual([]);
    expect(figures.sentences).toBe(CLINICAL_SENTENCES.length);
    // The fake answers every real recording with the same made-up consultation: far from what was said.
    expect(figures.wer).toBeGreaterThan(0.5);
    expect(figures.werWithVocabulary).toBeGreaterThan(0.5);
    // Each sentence twice: without the vocabulary, then with its prompt.
    const uploads = fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');
    expect(uploads).toHaveLength(2 * CLINICAL_SENTENCES.length);
    const half = CLINICAL_SENTENCES.length;
    expect(uploads.slice(0, half).every((r) => r.fields.prompt === undefined)).toBe(true);
    expect(uploads.slice(half).every((r) => r.fields.prompt?.startsWith('Consulta veterinária.'))).toBe(true);
  });

  it('gives each sentence only what correcting the other sentences taught', () => {
    const pairs = [
      {
        reference: 'Vou passar Simparic hoje e repetir em trinta dias.',
        hypothesis: 'Vou passar simpárique hoje e repetir em trinta dias.',
      },
      {
        reference: 'O banho com clorexidina duas vezes por semana.',
        hypothesis: 'O banho com clorexidina duas vezes por semana.',
      },
    ];
    expect(heldOutVocabulary(pairs, 1).terms).toEqual(['Simparic']);
    expect(heldOutVocabulary(pairs, 0)).toEqual({ terms: [], pairs: [] });
  });
});
