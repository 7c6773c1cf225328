import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (docs/security.md, SSRF): the machine itself, the private networks
 * behind it, the cloud's metadata service (link-local), and anything not a single public host.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** `::ffff:10.0.0.1` and `::ffff:a00:1` are 10.0.0.1: checked as the IPv4 address they carry. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(.+)$/.exec(lower)?.[1];
  if (mapped && isIP(lower) === 6) {
    if (isIP(mapped) === 4) return { address: mapped, family: 'ipv4' };
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(mapped);
    if (hex?.[1] && hex[2]) {
      const high = Number.parseInt(hex[1], 16);
      const low = Number.parseInt(hex[2], 16);
      return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
    }
  }
  return { address: lower, family: isIP(lower) === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Whether a resolved address may receive a webhook. Outside production the loopback is allowed, for a
 * receiver on the developer's machine and in tests; the private networks never are.
 */
export function isAllowedWebhookAddress(address: string, { production }: { production: boolean }): boolean {
  if (isIP(address.replace(/^\[|\]$/g, '')) === 0) return false;
  const { address: plain, family } = unmapped(address);
  if (!production && loopback.check(plain, family)) return true;
  return !internal.check(plain, family);
}
