import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles, type ImportGraph, readImportGraph } from './support/import-cycles.ts';

const SERVER_SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('server import graph', () => {
  it('has no import cycles (type-only imports count too)', () => {
    const graph = readImportGraph(SERVER_SRC);
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('app.ts')).toContain('jobs/queue.ts');
    expect(findImportCycles(graph)).toEqual([]);
  });

  it('names every file of a cycle, and only cycles', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'node-only.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts', 'd.ts']],
      ['e.ts', ['f.ts']],
      ['f.ts', []],
    ]);
    expect(findImportCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts', 'd.ts → d.ts']);
  });

  it('reads type-only, re-export and multi-line imports', () => {
    const graph = readImportGraph(SERVER_SRC);
    // app-options.ts imports `type Database` from db/database.ts on its own line; app.ts imports several
    // names over lines.
    expect(graph.get('app-options.ts')).toContain('db/database.ts');
    expect(graph.get('app.ts')).toEqual(
      expect.arrayContaining(['business-units/index.ts', 'events/event-bus.ts']),
    );
    expect(graph.get('db/schema/index.ts')?.length).toBeGreaterThan(0);
  });
});
