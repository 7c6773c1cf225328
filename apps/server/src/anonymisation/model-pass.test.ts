import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise.ts';
import { measureAnonymiser, measureAnonymiserAsync, TUNING_SET } from './evaluate.ts';
import { secondPass, shouldRunModelPass, verifiedSpans, withModelPass } from './model-pass.ts';

/** A mock model answering with the given spans, recording the prompt it was sent. */
function modelAnswering(trechos: { texto: string; tipo: string }[]) {
  const prompts: string[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: 'text', text: JSON.stringify({ trechos }) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 200, noCache: 200, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  return { model, prompts };
}

describe('the model second pass', () => {
  it('redacts only spans found verbatim, as whole words, never the animal or the vet', async () => {
    const original = 'A Bia e o Tonho trouxeram a Mel, fala com a doutora Camila, CPF 529.982.247-25.';
    const first = anonymise(original, { patientName: 'Mel', vetName: 'Camila Rocha' });
    const { model, prompts } = modelAnswering([
      { texto: 'Tonho', tipo: 'NOME' },
      { texto: 'Bia', tipo: 'NOME' },
      { texto: 'Mel', tipo: 'NOME' },
      { texto: 'Camila', tipo: 'NOME' },
      { texto: 'Antônio Silva', tipo: 'NOME' },
      { texto: 'on', tipo: 'NOME' },
    ]);
    const result = await secondPass(model, original, first, { patientName: 'Mel', vetName: 'Camila Rocha' });
    expect(result.text).toBe('A [TUTOR] e o [TUTOR] trouxeram a Mel, fala com a doutora Camila, CPF [CPF].');
    // The model read the text the rules had redacted: the CPF never reached it.
    expect(prompts.join('')).not.toContain('529.982.247-25');
    expect(result.redactions.map((r) => original.slice(r.start, r.end))).toEqual([
      'Bia',
      'Tonho',
      '529.982.247-25',
    ]);
  });

  it('ignores spans inside placeholders and words inside other words', () => {
    const spans = verifiedSpans(
      'O [TUTOR] comeu banana.',
      {
        trechos: [
          { texto: '[TUTOR]', tipo: 'NOME' },
          { texto: 'ana', tipo: 'NOME' },
        ],
      },
      {},
    );
    expect(spans).toEqual([]);
  });

  it('runs by default with a remote provider only', () => {
    expect(shouldRunModelPass('auto', 'local')).toBe(false);
    expect(shouldRunModelPass('auto', 'openai-compatible')).toBe(true);
    expect(shouldRunModelPass('on', 'local')).toBe(true);
    expect(shouldRunModelPass('off', 'openai')).toBe(false);
  });

  it('is measured like the rules: a model that adds nothing changes no figure', async () => {
    const { model, prompts } = modelAnswering([]);
    const rules = measureAnonymiser(TUNING_SET);
    const withModel = await measureAnonymiserAsync(TUNING_SET, withModelPass(model));
    expect(withModel.pii).toEqual(rules.pii);
    expect(withModel.facts).toEqual(rules.facts);
    expect(prompts).toHaveLength(rules.segments);
  });

  it('adds what the model finds to the figures', async () => {
    const set = ['O {n:Tonho} trouxe a {=Mel} para a {=vacina}.'];
    expect(measureAnonymiser(set).pii.recall).toBe(0);
    const { model } = modelAnswering([{ texto: 'Tonho', tipo: 'NOME' }]);
    const figures = await measureAnonymiserAsync(set, withModelPass(model));
    expect(figures.pii.recall).toBe(1);
    expect(figures.facts.rate).toBe(1);
  });
});
