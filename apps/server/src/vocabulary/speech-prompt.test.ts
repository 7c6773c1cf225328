import { describe, expect, it } from 'vitest';
import { VETERINARY_PROMPT_HINT } from './built-in-terms.ts';
import { buildSpeechPrompt } from './speech-prompt.ts';

describe('buildSpeechPrompt', () => {
  it('puts the vet’s terms first, each once, and fills up with the built-in list within the limit', () => {
    const prompt = buildSpeechPrompt({
      terms: ['Simparic', 'Leish-Tec', 'simparic', 'Meloxicam'],
      limit: 900,
    });
    expect(prompt.startsWith('Consulta veterinária. Simparic, Leish-Tec, Meloxicam, Tutor, cão,')).toBe(true);
    expect(prompt.length).toBeLessThanOrEqual(900);
    expect(prompt.match(/simparic/gi)).toHaveLength(1);
    expect(prompt.match(/meloxicam/gi)).toHaveLength(1);
    expect(prompt.endsWith('.')).toBe(true);
  });

  it('cuts at a term, sends the curated hint without terms, and nothing to a provider without prompts', () => {
    const many = Array.from({ length: 300 }, (_, i) => `Termo${i}`);
    const prompt = buildSpeechPrompt({ terms: many, limit: 120 });
    expect(prompt.length).toBeLessThanOrEqual(120);
    expect(prompt).toMatch(/^Consulta veterinária\. Termo0, Termo1, .*Termo\d+\.$/);
    expect(buildSpeechPrompt({ terms: [], limit: 900 })).toBe(VETERINARY_PROMPT_HINT);
    expect(buildSpeechPrompt({ terms: ['Simparic'], limit: 0 })).toBe('');
  });
});
