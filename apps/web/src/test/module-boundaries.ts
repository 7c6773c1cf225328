import { dirname, join, normalize } from 'node:path';

/** Source files (paths relative to apps/web/src, with `/`) and the specifiers each one imports. */
export type ImportGraph = Map<string, readonly string[]>;

type Layer = { kind: 'app' } | { kind: 'feature'; name: string } | { kind: 'shared' } | { kind: 'free' };

const FEATURE_ENTRY = /^features\/[^/]+\/index\.tsx?$/;
const FEATURE_ROUTE = /^features\/[^/]+\/routes\//;

const OUTSIDE_FEATURE =
  'outside a feature, import only its index.ts (or a page in its routes/ folder, from app/)';
const FEATURE_TO_APP = 'a feature may not import app/ (move what it needs down into lib/ or components/ui)';
const SHARED_UPWARD = 'components/ui and lib are shared code and may not import app/ or a feature';

function layerOf(path: string): Layer {
  if (path.startsWith('app/') || path === 'main.tsx') return { kind: 'app' };
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature?.[1]) return { kind: 'feature', name: feature[1] };
  if (path.startsWith('lib/') || path.startsWith('components/')) return { kind: 'shared' };
  // src/test (test support) and top-level files such as this rule's own test.
  return { kind: 'free' };
}

/** The file a relative specifier points at, as a key of the graph when it names one; null if not relative. */
function resolveSpecifier(graph: ImportGraph, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
  if (target.startsWith('..')) return null;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => graph.has(candidate)) ?? target;
}

function ruleBroken(from: Layer, to: Layer, target: string): string | null {
  if (from.kind === 'feature') {
    if (to.kind === 'app') return FEATURE_TO_APP;
    if (to.kind === 'feature' && to.name !== from.name && !FEATURE_ENTRY.test(target)) return OUTSIDE_FEATURE;
  }
  if (from.kind === 'shared' && (to.kind === 'app' || to.kind === 'feature')) return SHARED_UPWARD;
  if (from.kind === 'app' && to.kind === 'feature') {
    if (!FEATURE_ENTRY.test(target) && !FEATURE_ROUTE.test(target)) return OUTSIDE_FEATURE;
  }
  return null;
}

/** One cycle per back edge of a depth-first walk over the feature → feature graph, each written from its first name. */
function featureCycles(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (feature: string) => {
    stack.push(feature);
    for (const next of [...(edges.get(feature) ?? [])].sort()) {
      const at = stack.indexOf(next);
      if (at >= 0) {
        const cycle = stack.slice(at);
        const first = cycle.indexOf([...cycle].sort()[0] ?? next);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    done.add(feature);
  };
  for (const feature of [...edges.keys()].sort()) if (!done.has(feature)) visit(feature);
  return [...cycles]
    .sort()
    .map(
      (cycle) =>
        `features import each other in a cycle: ${cycle} (move the shared part down into lib/, components/ui or @vetvoz/domain)`,
    );
}

/**
 * The web app's module rules (docs/decisions/018-web-module-boundaries.md), as a sorted list of
 * readable violations; empty when the graph keeps them.
 */
export function moduleBoundaryViolations(graph: ImportGraph): string[] {
  const violations = new Set<string>();
  const featureEdges = new Map<string, Set<string>>();
  for (const [from, specifiers] of graph) {
    const fromLayer = layerOf(from);
    for (const specifier of specifiers) {
      const target = resolveSpecifier(graph, from, specifier);
      if (target === null) continue;
      const toLayer = layerOf(target);
      const broken = ruleBroken(fromLayer, toLayer, target);
      if (broken) violations.add(`${from} imports ${target}: ${broken}`);
      if (fromLayer.kind === 'feature' && toLayer.kind === 'feature' && toLayer.name !== fromLayer.name) {
        const targets = featureEdges.get(fromLayer.name) ?? new Set<string>();
        targets.add(toLayer.name);
        featureEdges.set(fromLayer.name, targets);
      }
    }
  }
  return [...[...violations].sort(), ...featureCycles(featureEdges)];
}
