import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  multiLineText,
  normaliseLineBreaks,
  singleLineText,
  withoutUnsafeCharacters,
} from './index.ts';

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const C0_BUT_TAB_AND_NEWLINE = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter(
  (char) => char !== '\t' && char !== '\n' && char !== '\r',
);
const C1_AND_DEL = Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset));

describe('single-line text', () => {
  it('accepts accents, emoji and punctuation', () => {
    expect(isSingleLineText('Pão de Açúcar — “Thor” 🐶 nº 12/SP')).toBe(true);
  });

  it.each([...C0_BUT_TAB_AND_NEWLINE, ...C1_AND_DEL, ...BIDI, '\t', '\n', '\r', '\u2028', '\u2029'])(
    'refuses U+%s',
    (char) => {
      expect(isSingleLineText(`Th${char}or`)).toBe(false);
    },
  );

  it('refuses lone surrogates but keeps pairs', () => {
    expect(isSingleLineText('a\ud800b')).toBe(false);
    expect(isSingleLineText('a\udc00b')).toBe(false);
    expect(isSingleLineText('a\ud83d')).toBe(false);
    expect(isSingleLineText('a\ud83d\udc36b')).toBe(true);
  });

  it('trims before checking, so a pasted trailing newline is harmless', () => {
    expect(singleLineText().parse('  Thor\r\n')).toBe('Thor');
  });

  it('turns tabs into spaces (a cell pasted from a spreadsheet)', () => {
    expect(singleLineText().parse('Thor\tSRD')).toBe('Thor SRD');
  });

  it('answers the pt-BR message', () => {
    const result = singleLineText().max(80, 'Nome longo demais.').safeParse('Th\u0000or');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
    expect(singleLineText().safeParse('abc\u202Egpj.exe').error?.issues[0]?.message).toBe(
      FORBIDDEN_CHARACTERS_MESSAGE,
    );
  });

  it('keeps the field’s own messages', () => {
    const schema = singleLineText({ error: 'Informe o nome.' }).min(1, 'Informe o nome.').max(3, 'Longo.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Informe o nome.');
    expect(schema.safeParse(' ').error?.issues[0]?.message).toBe('Informe o nome.');
    expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe('Longo.');
  });
});

describe('multi-line text', () => {
  it('keeps newlines and tabs', () => {
    expect(multiLineText().parse('linha 1\n\tlinha 2')).toBe('linha 1\n\tlinha 2');
  });

  it('folds CR LF, lone CR and the Unicode separators into LF', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\u2028d\u2029e')).toBe('a\nb\nc\nd\ne');
    expect(multiLineText().parse('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it.each([...C0_BUT_TAB_AND_NEWLINE, ...C1_AND_DEL, ...BIDI])('refuses U+%s', (char) => {
    expect(isMultiLineText(`Th${char}or`)).toBe(false);
    expect(multiLineText().safeParse(`Th${char}or`).error?.issues[0]?.message).toBe(
      FORBIDDEN_CHARACTERS_MESSAGE,
    );
  });
});

describe('zod messages', () => {
  it('are pt-BR where a schema has no message of its own', () => {
    const schema = z.object({ name: z.string(), age: z.number().max(3), kind: z.enum(['a', 'b']) });
    const messages = schema
      .safeParse({ name: 1, age: 10, kind: 'c' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Entrada inválida: esperava um texto, recebeu um número',
      'Grande demais: esperava que o número fosse <= 3',
      'Opção inválida: esperava uma das seguintes opções: "a"|"b"',
    ]);
  });
});

describe('withoutUnsafeCharacters', () => {
  it('drops what multiLineText refuses and keeps everything a reader sees', () => {
    const dirty = `Dipirona\u0000 500 mg\r\nvia oral\u202e, 8/8 h\u0007\tpor 3 dias \ud83d\udc36 \ud800fim`;
    const clean = withoutUnsafeCharacters(dirty);
    expect(clean).toBe('Dipirona 500 mg\nvia oral, 8/8 h\tpor 3 dias \ud83d\udc36 fim');
    expect(isMultiLineText(clean)).toBe(true);
  });
});
