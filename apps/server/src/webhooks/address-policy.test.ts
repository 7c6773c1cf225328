import { describe, expect, it } from 'vitest';
import { isAllowedWebhookAddress } from './address-policy.ts';

const production = { production: true };

describe('isAllowedWebhookAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '[::1]',
    'not-an-address',
  ])('refuses %s in production', (address) => {
    expect(isAllowedWebhookAddress(address, production)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public %s',
    (address) => {
      expect(isAllowedWebhookAddress(address, production)).toBe(true);
    },
  );

  it('allows the loopback only outside production, never the private networks', () => {
    expect(isAllowedWebhookAddress('127.0.0.1', { production: false })).toBe(true);
    expect(isAllowedWebhookAddress('::1', { production: false })).toBe(true);
    expect(isAllowedWebhookAddress('10.0.0.1', { production: false })).toBe(false);
    expect(isAllowedWebhookAddress('169.254.169.254', { production: false })).toBe(false);
  });
});
