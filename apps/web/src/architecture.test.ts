import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type ImportGraph, moduleBoundaryViolations } from './test/module-boundaries.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every .ts/.tsx file under src with the specifiers it imports (static, re-exports and import()). */
function readImportGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        // TypeScript's own scanner: comments and strings that look like imports are not imports.
        const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
        graph.set(
          relative(SRC, path),
          importedFiles.map((file) => file.fileName),
        );
      }
    }
  };
  walk(SRC);
  return graph;
}

describe('web module boundaries', () => {
  it('holds in the source: features meet only through index.ts, app/ and shared code stay apart, no feature cycles', () => {
    const graph = readImportGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(moduleBoundaryViolations(graph)).toEqual([]);
  });

  it('reports a feature reaching into another feature, a feature importing app/, and shared code importing a feature', () => {
    const graph: ImportGraph = new Map([
      ['features/auth/index.ts', ['./components/login-form.tsx']],
      ['features/auth/components/login-form.tsx', ['../../../lib/api.ts', '../../../app/auth/use-auth.ts']],
      [
        'features/profile/routes/profile-page.tsx',
        ['../../auth/index.ts', '../../auth/components/login-form.tsx'],
      ],
      ['lib/api.ts', ['../features/auth/index.ts']],
      ['components/ui/button.tsx', ['../../app/providers.tsx', '../../lib/cn.ts']],
      [
        'app/router/routes.tsx',
        ['../../features/profile/routes/profile-page.tsx', '../../features/auth/login-state.ts'],
      ],
      ['app/providers.tsx', ['../features/auth/index.ts', '../lib/api.ts']],
      ['app/auth/use-auth.ts', []],
      ['lib/cn.ts', []],
    ]);

    expect(moduleBoundaryViolations(graph)).toEqual([
      'app/router/routes.tsx imports features/auth/login-state.ts: outside a feature, import only its index.ts (or a page in its routes/ folder, from app/)',
      'components/ui/button.tsx imports app/providers.tsx: components/ui and lib are shared code and may not import app/ or a feature',
      'features/auth/components/login-form.tsx imports app/auth/use-auth.ts: a feature may not import app/ (move what it needs down into lib/ or components/ui)',
      'features/profile/routes/profile-page.tsx imports features/auth/components/login-form.tsx: outside a feature, import only its index.ts (or a page in its routes/ folder, from app/)',
      'lib/api.ts imports features/auth/index.ts: components/ui and lib are shared code and may not import app/ or a feature',
    ]);
  });

  it('reports a cycle between features even when every import goes through index.ts', () => {
    const graph: ImportGraph = new Map([
      ['features/auth/index.ts', ['./components/legal-dialog.tsx']],
      ['features/auth/components/legal-dialog.tsx', ['../../legal/index.ts']],
      ['features/legal/index.ts', ['./components/legal-page.tsx']],
      ['features/legal/components/legal-page.tsx', ['../../plans/index.ts']],
      ['features/plans/index.ts', ['../auth/index.ts']],
      ['features/documents/index.ts', ['../auth/index.ts']],
    ]);

    expect(moduleBoundaryViolations(graph)).toEqual([
      'features import each other in a cycle: auth → legal → plans → auth (move the shared part down into lib/, components/ui or @vetvoz/domain)',
    ]);
  });

  it('resolves specifiers without an extension and folder imports to their index', () => {
    const graph: ImportGraph = new Map([
      ['features/documents/index.ts', []],
      ['features/documents/components/card.tsx', []],
      ['features/consultation/routes/page.tsx', ['../../documents', '../../documents/components/card']],
    ]);

    expect(moduleBoundaryViolations(graph)).toEqual([
      'features/consultation/routes/page.tsx imports features/documents/components/card.tsx: outside a feature, import only its index.ts (or a page in its routes/ folder, from app/)',
    ]);
  });
});
