import { describe, expect, it } from 'vitest';
import {
  NUMBER_WORDS_BELOW_HUNDRED,
  numberWordValue,
  parseNumberWords,
  readNumberWords,
} from './number-words.ts';

describe('numberWordValue', () => {
  it('knows the folded words of both genders and both spellings', () => {
    expect(numberWordValue('quinze')).toBe(15);
    expect(numberWordValue('duas')).toBe(2);
    expect(numberWordValue('tres')).toBe(3);
    expect(numberWordValue('catorze')).toBe(14);
    expect(numberWordValue('quatorze')).toBe(14);
    expect(numberWordValue('duzentas')).toBe(200);
    expect(numberWordValue('zero')).toBe(0);
  });

  it('knows nothing else, not even the names of an object’s own properties', () => {
    expect(numberWordValue('vezes')).toBeUndefined();
    expect(numberWordValue('constructor')).toBeUndefined();
    expect(numberWordValue('três')).toBeUndefined();
  });
});

describe('readNumberWords', () => {
  const read = (text: string, at = 0) => readNumberWords(text.split(' '), at);

  it('reads compound numbers joined by "e" and "mil"', () => {
    expect(read('vinte e cinco dias')).toEqual({ value: 25, next: 3 });
    expect(read('cento e vinte e cinco')).toEqual({ value: 125, next: 5 });
    expect(read('dois mil e quinhentos mg')).toEqual({ value: 2500, next: 4 });
    expect(read('mil duzentos')).toEqual({ value: 1200, next: 2 });
  });

  it('stops where the next word cannot continue the number', () => {
    expect(read('cinco e seis')).toEqual({ value: 5, next: 1 });
    expect(read('dez dez')).toEqual({ value: 10, next: 1 });
    expect(read('duas vezes ao dia')).toEqual({ value: 2, next: 1 });
    expect(read('vinte e')).toEqual({ value: 20, next: 1 });
  });

  it('starts at the given index and ends at a non-word', () => {
    expect(read('a cada oito horas', 2)).toEqual({ value: 8, next: 3 });
    expect(readNumberWords(['trinta', 'e', undefined], 0)).toEqual({ value: 30, next: 1 });
    expect(read('a cada oito horas')).toBeNull();
  });
});

describe('parseNumberWords', () => {
  it('reads digits and whole phrases of words', () => {
    expect(parseNumberWords('15')).toBe(15);
    expect(parseNumberWords(' quinze ')).toBe(15);
    expect(parseNumberWords('vinte e um')).toBe(21);
    expect(parseNumberWords('setenta')).toBe(70);
  });

  it('refuses a phrase that is not one number', () => {
    expect(parseNumberWords('duas vezes')).toBeNull();
    expect(parseNumberWords('cinco e seis')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });
});

describe('NUMBER_WORDS_BELOW_HUNDRED', () => {
  const whole = new RegExp(`^${NUMBER_WORDS_BELOW_HUNDRED}$`);

  it('matches exactly what parseNumberWords reads below a hundred', () => {
    for (const text of ['um', 'duas', 'quinze', 'dezasseis', 'vinte e cinco', 'noventa e nove', 'oitenta'])
      expect({ text, matched: whole.test(text), value: parseNumberWords(text) }).toMatchObject({
        matched: true,
      });
    expect(whole.test('cem')).toBe(false);
    expect(whole.test('vinte e dez')).toBe(false);
  });
});
