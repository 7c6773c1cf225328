import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capabilityViolations, SHARED_INFRASTRUCTURE } from './support/capability-boundaries.ts';
import { type ImportGraph, readImportGraph } from './support/import-cycles.ts';

const SERVER_SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('server capability boundaries', () => {
  it('holds in the source: capabilities meet through index.ts, shared code stays below them, no rings', () => {
    const graph = readImportGraph(SERVER_SRC);
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('app.ts')).toContain('consultations/index.ts');
    expect(capabilityViolations(graph)).toEqual([]);
  });

  it('gives every capability an entry point', () => {
    const folders = readdirSync(SERVER_SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SHARED_INFRASTRUCTURE.has(entry.name))
      .map((entry) => entry.name);
    const graph = readImportGraph(SERVER_SRC);
    expect(folders.filter((folder) => !graph.has(`${folder}/index.ts`))).toEqual([]);
  });

  it('reports reaching into a capability, shared code importing one, and a ring through entry points', () => {
    const graph: ImportGraph = new Map([
      ['app.ts', ['billing/index.ts', 'billing/routes.ts', 'db/database.ts']],
      ['billing/index.ts', ['billing/routes.ts']],
      ['billing/routes.ts', ['http/contract.ts', 'usage/index.ts', 'billing/subscriptions.ts']],
      ['billing/subscriptions.ts', ['usage/usage.ts']],
      ['usage/index.ts', ['usage/usage.ts']],
      ['usage/usage.ts', ['notifications/index.ts']],
      ['notifications/index.ts', ['notifications/notify.ts']],
      ['notifications/notify.ts', ['billing/index.ts']],
      ['http/contract.ts', ['auth/session.ts', 'billing/index.ts']],
      ['auth/session.ts', ['db/database.ts']],
      ['db/database.ts', []],
    ]);

    expect(capabilityViolations(graph)).toEqual([
      'app.ts imports billing/routes.ts: outside a capability, import only its index.ts',
      'billing/subscriptions.ts imports usage/usage.ts: outside a capability, import only its index.ts',
      'http/contract.ts imports billing/index.ts: shared infrastructure may not import a capability (move what it needs down into it)',
      'capabilities import each other in a cycle: billing → usage → notifications → billing (move the shared part down into one of them, shared infrastructure or @vetvoz/domain)',
    ]);
  });
});
