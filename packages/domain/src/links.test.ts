import { describe, expect, it } from 'vitest';
import { hasLinkOrAddress, withoutLinks } from './links.ts';

describe('links in names', () => {
  it.each([
    'regularize em https://evil.example/pix',
    'HTTP://x.y',
    'Acesse www.golpe.com',
    'Pague em evil.example/pix',
    'golpe.com.br',
    'Clínica pix.xyz',
    'Suporte evil.example',
    'Fale com suporte@golpe.com',
  ])('finds one in %s', (text) => {
    expect(hasLinkOrAddress(text)).toBe(true);
    expect(withoutLinks(text)).toContain('[link removido]');
    expect(hasLinkOrAddress(withoutLinks(text))).toBe(false);
  });

  it.each([
    'Clínica S.A.',
    'Dr. Pet',
    'Hospital Veterinário São Francisco',
    'Clínica 24h — Unid. 2',
    'Pet & Cia.',
    'Unid.2',
    'Cia. Ltda.',
  ])('leaves %s alone', (text) => {
    expect(hasLinkOrAddress(text)).toBe(false);
    expect(withoutLinks(text)).toBe(text);
  });
});
