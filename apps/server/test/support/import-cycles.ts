import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Source files (paths relative to the root, with `/`) and the files of the root each one imports. */
export type ImportGraph = Map<string, string[]>;

// `import …from './x'`, `import type …`, `export … from './x'`, side-effect `import './x'` and `import('./x')`.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every non-test .ts/.tsx file under `root` with the relative imports it makes (type-only ones too). */
export function readImportGraph(root: string): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  const graph: ImportGraph = new Map();
  const keyOf = (path: string) => relative(root, path).replaceAll('\\', '/');
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(RELATIVE_IMPORT)].map((match) =>
      keyOf(normalize(join(dirname(file), match[1] ?? ''))),
    );
    graph.set(keyOf(file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * Each group of files that import one another in a ring (a strongly connected component, Tarjan), written
 * as one path through it back to its first file, e.g. `a.ts → b.ts → a.ts`. Sorted, so the list is stable.
 */
export function findImportCycles(graph: ImportGraph): string[] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const edgesOf = (file: string) => (graph.get(file) ?? []).filter((target) => graph.has(target));

  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edgesOf(file)) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edgesOf(file).includes(file)) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file);

  return components.map((component) => describeCycle(component, edgesOf)).sort();
}

/** A shortest way from the component's first file (by name) back to itself, inside the component. */
function describeCycle(component: string[], edgesOf: (file: string) => string[]): string {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of edgesOf(file)
      .filter((t) => members.has(t))
      .sort()) {
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at))
          path.splice(1, 0, at);
        return [...path, start].join(' → ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component.sort(), start].join(' → ');
}
