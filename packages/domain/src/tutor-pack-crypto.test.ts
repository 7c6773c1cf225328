import { describe, expect, it } from 'vitest';
import type { TutorPackContent } from './tutor-links.ts';
import { TUTOR_LINK_TOKEN_PATTERN } from './tutor-links.ts';
import { fromBase64Url, newTutorLinkToken, openTutorPack, sealTutorPack } from './tutor-pack-crypto.ts';

const PACK: TutorPackContent = {
  v: 1,
  patientName: 'Thor',
  vetName: 'Camila Rodrigues',
  crmv: '12345/SP',
  clinic: 'Clínica Bicho Feliz',
  documents: [
    {
      type: 'receita',
      label: 'Receita',
      text: 'Responsável: Marcolina Quaresma — Rua das Acácias, 12',
      fileName: 'receita-thor.pdf',
      pdf: 'JVBERi0xLjQK',
    },
  ],
};

describe('tutor pack sealing', () => {
  it('opens with the key of the link and the same token', async () => {
    const token = newTutorLinkToken();
    expect(token).toMatch(TUTOR_LINK_TOKEN_PATTERN);
    const sealed = await sealTutorPack(PACK, token);
    expect(sealed.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sealed.ciphertext).not.toContain('Marcolina');
    expect(String.fromCharCode(...fromBase64Url(sealed.ciphertext))).not.toContain('Marcolina');
    await expect(openTutorPack(sealed, sealed.key, token)).resolves.toEqual(PACK);
  });

  it('refuses another key, a changed ciphertext, a truncated one and another link token', async () => {
    const token = newTutorLinkToken();
    const sealed = await sealTutorPack(PACK, token);
    const other = await sealTutorPack(PACK, token);
    await expect(openTutorPack(sealed, other.key, token)).rejects.toThrow();
    const flipped = `${sealed.ciphertext.slice(0, 10)}${sealed.ciphertext[10] === 'A' ? 'B' : 'A'}${sealed.ciphertext.slice(11)}`;
    await expect(openTutorPack({ ...sealed, ciphertext: flipped }, sealed.key, token)).rejects.toThrow();
    await expect(
      openTutorPack({ ...sealed, ciphertext: sealed.ciphertext.slice(0, -8) }, sealed.key, token),
    ).rejects.toThrow();
    await expect(openTutorPack(sealed, sealed.key, newTutorLinkToken())).rejects.toThrow();
  });
});
