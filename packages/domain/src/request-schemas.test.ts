import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appConfigUpdateSchema,
  createConsultationSchema,
  createPromptVersionSchema,
  DOCUMENT_TYPES,
  documentContentSchemas,
  documentIssuerSchema,
  emailDocumentSchema,
  FORBIDDEN_CHARACTERS_MESSAGE,
  historyQuerySchema,
  issueDocumentSchema,
  pageViewSchema,
  profileEstablishmentSchema,
  profileUpdateSchema,
  SAMPLE_CONTENT,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
  signInSchema,
  signUpSchema,
  testPromptSchema,
  updateTranscriptSchema,
} from './index.ts';

/**
 * Every request schema, with a complete valid payload (every optional text field given), so that each of its
 * text fields is tried with NUL, bidi overrides and a very long value. A new request schema belongs here.
 */
const establishment = {
  name: 'Clínica São Francisco',
  cnpj: '11.222.333/0001-81',
  crmvRegistration: 'PJ 4321/SP',
  address: 'Rua Conselheiro Brotero, 1.234 — São Paulo/SP',
  phone: '(11) 3333-4444',
};
const REQUEST_SCHEMAS: Array<{ name: string; schema: z.ZodType; valid: unknown }> = [
  {
    name: 'sign-up',
    schema: signUpSchema,
    valid: {
      firstName: 'Helena',
      lastName: 'Prado',
      email: 'helena@clinica.com.br',
      password: 'senha-segura-123',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      role: 'veterinario',
      birthDate: '1990-05-17',
      plan: 'mensal',
      allowContact: true,
      acceptTerms: true,
      acceptPrivacy: true,
    },
  },
  { name: 'sign-in', schema: signInSchema, valid: { email: 'helena@clinica.com.br', password: 'x' } },
  {
    name: 'profile update',
    schema: profileUpdateSchema,
    valid: {
      firstName: 'Helena',
      lastName: 'Prado',
      phone: '(11) 98765-4321',
      crmv: '12345/SP',
      allowContact: true,
      establishment,
    },
  },
  { name: 'profile establishment', schema: profileEstablishmentSchema, valid: establishment },
  { name: 'document issuer', schema: documentIssuerSchema, valid: SAMPLE_ISSUER },
  {
    name: 'create consultation',
    schema: createConsultationSchema,
    valid: { id: '0b8f7f9e-2a4b-4c55-9d1e-6f3a2b1c0d9e', patient: SAMPLE_PATIENT },
  },
  {
    name: 'transcript',
    schema: updateTranscriptSchema,
    valid: { transcript: 'O Thor chegou com vômito.\nTemperatura 39,2.', tutorName: 'Mariana' },
  },
  {
    name: 'history query',
    schema: historyQuerySchema,
    valid: { q: 'Thor', species: 'cao', from: '2026-01-01', to: '2026-02-01', limit: '20', cursor: 'abc' },
  },
  {
    name: 'page view',
    schema: pageViewSchema,
    valid: { path: '/historico', referrer: 'https://exemplo.com/' },
  },
  {
    name: 'app config',
    schema: appConfigUpdateSchema,
    valid: { isMaintenanceMode: true, maintenanceMessage: 'Voltamos às 14h.' },
  },
  {
    name: 'prompt version',
    schema: createPromptVersionSchema,
    valid: {
      body: 'Escreva a anamnese só com o que foi dito. '.repeat(3),
      note: 'Mais curto.',
      activate: true,
    },
  },
  {
    name: 'prompt test',
    schema: testPromptSchema,
    valid: {
      body: 'Escreva a anamnese só com o que foi dito. '.repeat(3),
      transcript: 'O Thor chegou com vômito.',
      patient: SAMPLE_PATIENT,
    },
  },
  {
    name: 'document issue',
    schema: issueDocumentSchema,
    valid: { issue: SAMPLE_ISSUE, place: SAMPLE_PLACE },
  },
  {
    name: 'document e-mail',
    schema: emailDocumentSchema,
    valid: { issue: SAMPLE_ISSUE, place: SAMPLE_PLACE, to: 'tutor@exemplo.com', message: 'Segue a receita.' },
  },
  ...DOCUMENT_TYPES.map((type) => ({
    name: `${type} content`,
    schema: documentContentSchemas[type] as z.ZodType,
    valid: SAMPLE_CONTENT[type],
  })),
];

/** Passwords are hashed, never shown nor stored as text: any character may be part of one. */
const EXEMPT = new Set(['password']);

type Path = Array<string | number>;

function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

function withValue(root: unknown, path: Path, replace: (old: string) => unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  node[last] = replace(node[last] as string);
  return copy;
}

const ENGLISH = /\b(invalid|expected|required|received|must|error|too (big|small))\b/i;
const insert = (text: string, char: string) => `${text.slice(0, 1)}${char}${text.slice(1)}`;

describe.each(REQUEST_SCHEMAS)('$name schema', ({ schema, valid }) => {
  const leaves = stringLeaves(valid).filter((path) => !EXEMPT.has(String(path.at(-1))));

  it('accepts its complete example', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    expect(leaves.length).toBeGreaterThan(0);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a C1 control', '\u0085'],
    ['escape', '\u001b'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['a lone surrogate', '\ud800'],
  ])('refuses %s in every text field, in pt-BR', (_name, char) => {
    for (const path of leaves) {
      const result = schema.safeParse(withValue(valid, path, (old) => insert(old, char)));
      expect(result.success, `${path.join('.')} accepted ${JSON.stringify(char)}`).toBe(false);
      const messages = result.error?.issues.map((issue) => issue.message) ?? [];
      for (const message of messages) expect(message).not.toMatch(ENGLISH);
    }
  });

  it('refuses a 250 000-character value in every text field', () => {
    for (const path of leaves) {
      const result = schema.safeParse(withValue(valid, path, () => 'a'.repeat(250_000)));
      expect(result.success, `${path.join('.')} accepted 250 000 characters`).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(ENGLISH);
    }
  });

  it('refuses a number where text is expected, in pt-BR', () => {
    for (const path of leaves) {
      const result = schema.safeParse(withValue(valid, path, () => 12));
      // Query strings are always text; a number there is coerced, which is fine.
      if (result.success) continue;
      for (const issue of result.error.issues) expect(issue.message).not.toMatch(ENGLISH);
    }
  });

  it('refuses an array for the whole payload, in pt-BR', () => {
    const result = schema.safeParse([valid]);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(ENGLISH);
  });
});

describe('the forbidden-characters message', () => {
  it('is what a free-text field answers', () => {
    const result = createConsultationSchema.safeParse({ patient: { ...SAMPLE_PATIENT, name: 'Th\u0000or' } });
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    const transcript = updateTranscriptSchema.safeParse({ transcript: 'abc\u202edef' });
    expect(transcript.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });

  it('lets multi-line fields keep their lines, with CR LF folded', () => {
    expect(updateTranscriptSchema.parse({ transcript: 'a\r\nb\tc' }).transcript).toBe('a\nb\tc');
    expect(documentContentSchemas.anamnese.parse({ historico: 'linha 1\r\nlinha 2' }).historico).toBe(
      'linha 1\nlinha 2',
    );
  });

  it('refuses line breaks in one-line fields', () => {
    const result = createConsultationSchema.safeParse({
      patient: { ...SAMPLE_PATIENT, breed: 'SRD\nFalso' },
    });
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });
});
