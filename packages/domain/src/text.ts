import { z } from 'zod';
import './zod-setup.ts';

/**
 * The text primitives of every request schema. Control characters have no place in what a vet types:
 * PostgreSQL refuses NUL in text and JSON, and the bidi overrides and isolates reorder what a PDF or an
 * e-mail shows (a line that reads differently from what it says). Multi-line fields keep newline and tab;
 * a carriage return is folded into a newline, so text pasted from Windows keeps its lines.
 */
export const FORBIDDEN_CHARACTERS_MESSAGE = 'O texto contém caracteres não permitidos.';

const TAB = 0x09;
const LINE_FEED = 0x0a;

function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** U+2028 and U+2029 break lines in browsers and PDF text just as a newline does. */
function isUnicodeLineBreak(code: number): boolean {
  return code === 0x2028 || code === 0x2029;
}

function allCodePointsPass(text: string, allowed: (code: number) => boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A lone surrogate is not text: it has no UTF-8 form and PostgreSQL refuses it in JSON.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (!allowed(code)) return false;
  }
  return true;
}

/** True when the text has no control character, no line break and no bidi override or isolate. */
export function isSingleLineText(text: string): boolean {
  return allCodePointsPass(
    text,
    (code) => !isControl(code) && !isBidiControl(code) && !isUnicodeLineBreak(code),
  );
}

/** True when the text's only control characters are newline and tab, and it has no bidi override. */
export function isMultiLineText(text: string): boolean {
  return allCodePointsPass(
    text,
    (code) => code === LINE_FEED || code === TAB || (!isControl(code) && !isBidiControl(code)),
  );
}

/** CR LF and lone CR (and the Unicode line and paragraph separators) become LF. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line text: trimmed first (a pasted trailing newline is harmless) and tabs turned into spaces (a
 * cell pasted from a spreadsheet), then refused when it still holds a control character, a line break or
 * a bidi override. Chain `.min()`/`.max()` with the field's own messages.
 */
export function singleLineText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .overwrite((text) => text.replaceAll('\t', ' '))
    .refine(isSingleLineText, FORBIDDEN_CHARACTERS_MESSAGE);
}

/**
 * A free text that may span lines (transcripts, document fields, messages): line breaks normalised to LF,
 * then refused when it holds another control character or a bidi override. Not trimmed: callers that want
 * it chain `.trim()`.
 */
export function multiLineText(params?: StringParams) {
  return z
    .string(params)
    .overwrite(normaliseLineBreaks)
    .refine(isMultiLineText, FORBIDDEN_CHARACTERS_MESSAGE);
}

/**
 * Text the vet did not type (a model's answer) cleaned rather than refused: line breaks normalised, and
 * the characters `multiLineText` would refuse (other control characters, bidi overrides and isolates,
 * lone surrogates) dropped. They are invisible, so dropping them changes nothing a reader sees.
 */
export function withoutUnsafeCharacters(text: string): string {
  return normaliseLineBreaks(text).replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );
}
