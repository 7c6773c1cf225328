import { describe, expect, it } from 'vitest';
import { invitationLinkPath, readInvitationFragment } from './invitation-link.ts';

describe('the invitation link', () => {
  const token = 'Ab_-'.repeat(10).concat('xyz');

  it('carries the secret and the address in the fragment, and reads them back', () => {
    const path = invitationLinkPath(token, 'ana+vet@exemplo.com.br');
    expect(path).toBe(`/convite#t=${token}&e=ana%2Bvet%40exemplo.com.br`);
    expect(readInvitationFragment(path.slice('/convite'.length))).toEqual({
      token,
      email: 'ana+vet@exemplo.com.br',
    });
  });

  it('refuses a missing or malformed secret, and survives a broken address', () => {
    expect(readInvitationFragment('')).toBeNull();
    expect(readInvitationFragment('#t=curto&e=a%40b.com')).toBeNull();
    expect(readInvitationFragment(`#t=${token}&e=%E0%A4%A`)).toEqual({ token, email: '' });
    expect(readInvitationFragment(`#e=A%40B.COM&t=${token}`)).toEqual({ token, email: 'a@b.com' });
  });
});
