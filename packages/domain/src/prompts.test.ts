import { describe, expect, it } from 'vitest';
import { isTranscriptTooShort, patientSchema } from './consultation.ts';
import { DOCUMENT_TYPES } from './documents/document-types.ts';
import { createPromptVersionSchema, PROMPT_TEST_SAMPLES, testPromptSchema } from './prompts.ts';

const BODY = 'Você redige a anamnese veterinária usando somente o que foi dito na transcrição.';

describe('prompt payloads', () => {
  it('has a valid, long-enough sample consultation for every document type', () => {
    expect(Object.keys(PROMPT_TEST_SAMPLES).sort()).toEqual([...DOCUMENT_TYPES].sort());
    for (const sample of Object.values(PROMPT_TEST_SAMPLES)) {
      expect(patientSchema.safeParse(sample.patient).success).toBe(true);
      expect(isTranscriptTooShort(sample.transcript)).toBe(false);
    }
  });

  it('refuses a body too short to be a prompt, in Portuguese', () => {
    const parsed = createPromptVersionSchema.safeParse({ body: '   curto   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('O prompt deve ter ao menos 50 caracteres.');
    expect(createPromptVersionSchema.parse({ body: ` ${BODY} `, activate: true })).toEqual({
      body: BODY,
      activate: true,
    });
  });

  it('asks for the animal when testing on another transcript', () => {
    const transcript = PROMPT_TEST_SAMPLES.anamnese.transcript;
    expect(testPromptSchema.safeParse({ body: BODY }).success).toBe(true);
    const missing = testPromptSchema.safeParse({ body: BODY, transcript });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['patient'],
      message: 'Informe os dados do animal para testar com outra transcrição.',
    });
    expect(
      testPromptSchema.safeParse({ body: BODY, transcript, patient: { name: 'Rex', species: 'cao' } })
        .success,
    ).toBe(true);
  });
});
