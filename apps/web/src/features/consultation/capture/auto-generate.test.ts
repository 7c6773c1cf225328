import { afterEach, describe, expect, it } from 'vitest';
import {
  autoGeneratePreference,
  consumeAutoGenerate,
  requestAutoGenerate,
  setAutoGeneratePreference,
  wantsAutoGenerate,
} from './auto-generate.ts';

afterEach(() => localStorage.clear());

describe('generating the documents when the recording ends', () => {
  it('is on by default and remembers the vet’s choice on this device', () => {
    expect(autoGeneratePreference()).toBe(true);
    setAutoGeneratePreference(false);
    expect(autoGeneratePreference()).toBe(false);
    setAutoGeneratePreference(true);
    expect(autoGeneratePreference()).toBe(true);
  });

  it('is asked once per consultation, in this page only', () => {
    expect(wantsAutoGenerate('c1')).toBe(false);
    requestAutoGenerate('c1');
    expect(wantsAutoGenerate('c1')).toBe(true);
    expect(wantsAutoGenerate('c2')).toBe(false);
    consumeAutoGenerate('c1');
    expect(wantsAutoGenerate('c1')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
