import { findImportCycles, type ImportGraph } from './import-cycles.ts';

/**
 * Shared infrastructure (docs/architecture.md): any file may import these folders' files directly, and they
 * import only each other, never a capability. Every other folder under src is a capability.
 */
export const SHARED_INFRASTRUCTURE: ReadonlySet<string> = new Set([
  'api-keys',
  'auth',
  'config',
  'db',
  'events',
  'http',
  'jobs',
  'logging',
  'mail',
  'rate-limit',
  'storage',
]);

type Place = { kind: 'root' } | { kind: 'shared'; name: string } | { kind: 'capability'; name: string };

const THROUGH_ENTRY = 'outside a capability, import only its index.ts';
const SHARED_UPWARD = 'shared infrastructure may not import a capability (move what it needs down into it)';

function placeOf(file: string): Place {
  const slash = file.indexOf('/');
  if (slash < 0) return { kind: 'root' };
  const name = file.slice(0, slash);
  return SHARED_INFRASTRUCTURE.has(name) ? { kind: 'shared', name } : { kind: 'capability', name };
}

/**
 * The server's module rules, as a sorted list of readable violations (empty when the graph keeps them):
 * a capability is entered through its index.ts only, shared infrastructure never reaches up into a
 * capability, and capabilities do not import each other in a ring. The graph is the one of
 * `readImportGraph` (paths relative to src, non-test files; tests may reach into what they test).
 */
export function capabilityViolations(graph: ImportGraph): string[] {
  const violations = new Set<string>();
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const source = placeOf(from);
    for (const target of targets) {
      // Outside src: test support and e2e fixtures, which only test helpers import.
      if (target.startsWith('../')) continue;
      const destination = placeOf(target);
      if (destination.kind !== 'capability') continue;
      if (source.kind === 'capability' && source.name === destination.name) continue;
      if (source.kind === 'shared') violations.add(`${from} imports ${target}: ${SHARED_UPWARD}`);
      else if (target !== `${destination.name}/index.ts`)
        violations.add(`${from} imports ${target}: ${THROUGH_ENTRY}`);
      if (source.kind === 'capability') {
        const next = edges.get(source.name) ?? new Set<string>();
        next.add(destination.name);
        edges.set(source.name, next);
      }
    }
  }
  const capabilityGraph: ImportGraph = new Map([...edges].map(([name, next]) => [name, [...next]]));
  for (const name of new Set([...edges.values()].flatMap((next) => [...next])))
    if (!capabilityGraph.has(name)) capabilityGraph.set(name, []);
  const cycles = findImportCycles(capabilityGraph).map(
    (cycle) =>
      `capabilities import each other in a cycle: ${cycle} (move the shared part down into one of them, shared infrastructure or @vetvoz/domain)`,
  );
  return [...[...violations].sort(), ...cycles];
}
