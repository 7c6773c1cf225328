import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listInstalledTextProviders } from './installed-providers.ts';

describe('installed text providers', () => {
  it('reads each package version the way Node would find it, and says when one is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vetvoz-providers-'));
    const manifest = path.join(root, 'node_modules', '@ai-sdk', 'google');
    mkdirSync(manifest, { recursive: true });
    writeFileSync(path.join(manifest, 'package.json'), JSON.stringify({ version: '3.0.1' }));
    const from = path.join(root, 'apps', 'server', 'src');
    mkdirSync(from, { recursive: true });

    const rows = listInstalledTextProviders(from);
    expect(rows.find((row) => row.provider === 'google')).toEqual({
      provider: 'google',
      package: '@ai-sdk/google',
      version: '3.0.1',
    });
    expect(rows.find((row) => row.provider === 'anthropic')?.version).toBeNull();
  });
});
