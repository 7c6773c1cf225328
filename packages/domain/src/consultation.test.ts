import { describe, expect, it } from 'vitest';
import {
  createConsultationSchema,
  isTranscriptTooShort,
  MIN_TRANSCRIPT_WORDS,
  remainingConsultations,
  transcriptWordCount,
} from './consultation.ts';

describe('isTranscriptTooShort', () => {
  it('flags empty text, silence hallucinations and a few words', () => {
    expect(isTranscriptTooShort('')).toBe(true);
    expect(isTranscriptTooShort('   ')).toBe(true);
    expect(isTranscriptTooShort('Obrigado.')).toBe(true);
    expect(isTranscriptTooShort('Legendas pela comunidade Amara.org')).toBe(true);
    expect(isTranscriptTooShort('Pode começar, doutora. [TUTOR] trouxe o Thor.')).toBe(true);
  });

  it('accepts a short but real consultation', () => {
    const text =
      'O Thor, cão de 8 anos, está com vômito há dois dias e hiporexia. Mucosas normocoradas, TPC de dois segundos. ' +
      'Vou prescrever maropitant e omeprazol e pedir hemograma.';
    expect(transcriptWordCount(text)).toBeGreaterThanOrEqual(MIN_TRANSCRIPT_WORDS);
    expect(isTranscriptTooShort(text)).toBe(false);
  });

  it('does not count placeholders as words', () => {
    expect(transcriptWordCount('[TUTOR] [TELEFONE] [CPF] sim')).toBe(1);
  });
});

describe('remainingConsultations', () => {
  it('starts at 10 free and never goes below zero', () => {
    expect(remainingConsultations({ used: 0 })).toBe(10);
    expect(remainingConsultations({ used: 9 })).toBe(1);
    expect(remainingConsultations({ used: 10 })).toBe(0);
    expect(remainingConsultations({ used: 12 })).toBe(0);
    expect(remainingConsultations({ used: 3, limit: 150 })).toBe(147);
  });
});

describe('createConsultationSchema', () => {
  it('takes the animal and refuses an unknown species', () => {
    const ok = createConsultationSchema.safeParse({
      patient: { name: 'Mimosa', species: 'bovino', breed: 'Girolando', weightKg: 480, neutered: false },
    });
    expect(ok.success).toBe(true);
    const bad = createConsultationSchema.safeParse({ patient: { name: 'Rex', species: 'dragao' } });
    expect(bad.success).toBe(false);
  });
});
