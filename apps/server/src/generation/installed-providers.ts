import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TextConfig } from './text-model.ts';

/** The package each AI_TEXT_PROVIDER runs on (all of them dependencies of the server). */
export const TEXT_PROVIDER_PACKAGES: Record<TextConfig['provider'], string> = {
  local: 'node-llama-cpp',
  'openai-compatible': '@ai-sdk/openai-compatible',
  openai: '@ai-sdk/openai',
  anthropic: '@ai-sdk/anthropic',
  google: '@ai-sdk/google',
};

export interface InstalledTextProvider {
  provider: TextConfig['provider'];
  package: string;
  /** The installed version; null when the package cannot be found from the server. */
  version: string | null;
}

/**
 * Every text provider this server can be switched to, with the version of its package as Node would
 * load it (the nearest node_modules up from here), for the admin's AI section.
 */
export function listInstalledTextProviders(from = import.meta.dirname): InstalledTextProvider[] {
  return (Object.entries(TEXT_PROVIDER_PACKAGES) as [TextConfig['provider'], string][]).map(
    ([provider, name]) => ({ provider, package: name, version: installedVersion(name, from) }),
  );
}

function installedVersion(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
      return typeof version === 'string' ? version : null;
    }
    if (path.dirname(dir) === dir) return null;
  }
}
