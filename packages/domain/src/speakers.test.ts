import { describe, expect, it } from 'vitest';
import { labelledTranscript, setSpeakerSchema, transcriptParagraphs } from './speakers.ts';

describe('speaker paragraphs', () => {
  it('splits at blank lines only, so a single line break stays inside its paragraph', () => {
    expect(transcriptParagraphs('Um.\nAinda um.\n\n  \n\nDois. ')).toEqual(['Um.\nAinda um.', 'Dois.']);
    expect(transcriptParagraphs('   ')).toEqual([]);
  });

  it('labels each paragraph for the model by role, and leaves an unlabelled transcript as it is', () => {
    const text = 'Desde quando?\n\nDesde ontem.';
    expect(
      labelledTranscript(text, [
        { role: 'veterinario', source: 'vendor' },
        { role: 'tutor', source: 'vet' },
      ]),
    ).toBe('[Veterinário(a)] Desde quando?\n\n[Tutor] Desde ontem.');
    expect(labelledTranscript(text, [])).toBe(text);
  });

  it('refuses a flip of no paragraph or to no role, in Portuguese', () => {
    expect(setSpeakerSchema.safeParse({ paragraph: -1, role: 'tutor' }).error?.issues[0]?.message).toBe(
      'Parágrafo inválido.',
    );
    expect(setSpeakerSchema.safeParse({ paragraph: 0, role: 'dono' }).error?.issues[0]?.message).toBe(
      'Escolha Veterinário(a), Tutor ou Outro.',
    );
  });
});
