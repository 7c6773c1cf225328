import { describe, expect, it } from 'vitest';
import { displayNameOf, firstNameOf } from './display-name.ts';

describe('display names', () => {
  it('uses the name, or the e-mail when there is none', () => {
    expect(displayNameOf({ name: ' Helena Prado ', email: 'h@x.br' })).toBe('Helena Prado');
    expect(displayNameOf({ name: '', email: 'h@x.br' })).toBe('h@x.br');
  });

  it('skips courtesy titles for the first name and falls back to the e-mail', () => {
    expect(firstNameOf({ name: 'Dra. Helena Prado', email: 'h@x.br' })).toBe('Helena');
    expect(firstNameOf({ name: 'Dr.', email: 'h@x.br' })).toBe('Dr.');
    expect(firstNameOf({ name: '', email: 'helena@clinica.vet.br' })).toBe('helena');
  });
});
