import { describe, expect, it } from 'vitest';
import { foldForSearch, HISTORY_EXCERPT_CHARS, historyQuerySchema, transcriptExcerpt } from './history.ts';

describe('foldForSearch', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Pão de Mel')).toBe('pao de mel');
    expect(foldForSearch('PAÇOCA')).toBe('pacoca');
    expect(foldForSearch('Ágata Zoë Ñandú')).toBe('agata zoe nandu');
  });
});

describe('transcriptExcerpt', () => {
  it('keeps a short transcript whole, on one line', () => {
    expect(transcriptExcerpt('  Vômito\n\nhá dois   dias. ')).toBe('Vômito há dois dias.');
    expect(transcriptExcerpt('')).toBe('');
  });

  it('cuts a long one at a word boundary with an ellipsis', () => {
    const text = 'palavra '.repeat(60);
    const excerpt = transcriptExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(HISTORY_EXCERPT_CHARS + 1);
    expect(excerpt.endsWith('palavra…')).toBe(true);
  });

  it('cuts a text without spaces where it must', () => {
    expect(transcriptExcerpt('x'.repeat(300))).toBe(`${'x'.repeat(HISTORY_EXCERPT_CHARS)}…`);
  });
});

describe('historyQuerySchema', () => {
  it('defaults the page size and reads cleared fields as no filter', () => {
    expect(historyQuerySchema.parse({ q: '', species: '', from: '', to: '', cursor: '' })).toEqual({
      limit: 20,
    });
    expect(historyQuerySchema.parse({ q: ' Thor ', species: 'gato', limit: '50' })).toEqual({
      q: 'Thor',
      species: 'gato',
      limit: 50,
    });
  });

  it('takes real calendar days only, the first not after the last', () => {
    expect(historyQuerySchema.safeParse({ from: '2024-02-29', to: '2024-02-29' }).success).toBe(true);
    expect(historyQuerySchema.safeParse({ from: '2025-02-29' }).success).toBe(false);
    expect(historyQuerySchema.safeParse({ from: '2025-13-01' }).success).toBe(false);
    const reversed = historyQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' });
    expect(reversed.error?.issues[0]?.message).toBe(
      'A data inicial deve ser igual ou anterior à data final.',
    );
  });
});
