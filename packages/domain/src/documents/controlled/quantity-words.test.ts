import { describe, expect, it } from 'vitest';
import { numberInWords, quantityWithWords } from './quantity-words.ts';

describe('numbers in words (pt-BR)', () => {
  it.each([
    [1, 'um'],
    [2, 'dois'],
    [10, 'dez'],
    [14, 'catorze'],
    [16, 'dezesseis'],
    [20, 'vinte'],
    [21, 'vinte e um'],
    [30, 'trinta'],
    [60, 'sessenta'],
    [99, 'noventa e nove'],
    [100, 'cem'],
    [101, 'cento e um'],
    [120, 'cento e vinte'],
    [200, 'duzentos'],
    [345, 'trezentos e quarenta e cinco'],
    [1000, 'mil'],
    [1001, 'mil e um'],
    [1100, 'mil e cem'],
    [1120, 'mil cento e vinte'],
    [2500, 'dois mil e quinhentos'],
    [21_000, 'vinte e um mil'],
    [999_999, 'novecentos e noventa e nove mil novecentos e noventa e nove'],
  ])('%i → %s', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('agrees with feminine nouns', () => {
    expect(numberInWords(1, true)).toBe('uma');
    expect(numberInWords(2, true)).toBe('duas');
    expect(numberInWords(22, true)).toBe('vinte e duas');
    expect(numberInWords(200, true)).toBe('duzentas');
  });

  it('refuses what it cannot write', () => {
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1_000_000)).toThrow(RangeError);
  });
});

describe('a receita quantity with its number in words', () => {
  it.each([
    ['30 comprimidos', '30 (trinta) comprimidos'],
    ['1 frasco de 10 mL', '1 (um) frasco de 10 mL'],
    ['2 caixas com 10 comprimidos', '2 (duas) caixas com 10 comprimidos'],
    ['5 ampolas', '5 (cinco) ampolas'],
    ['1 cápsula', '1 (uma) cápsula'],
    ['60', '60 (sessenta)'],
    ['30 (trinta) comprimidos', '30 (trinta) comprimidos'],
    ['uma caixa', 'uma caixa'],
    ['1,5 mL', '1,5 mL'],
    ['1.5 mL', '1.5 mL'],
    ['  14 comprimidos ', '14 (catorze) comprimidos'],
  ])('%s → %s', (quantity, expected) => {
    expect(quantityWithWords(quantity)).toBe(expected);
  });
});
