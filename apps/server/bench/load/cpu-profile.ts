import { readFileSync } from 'node:fs';
import { fmt, table } from './stats.ts';

/** The parts of a V8 .cpuprofile (what `node --cpu-prof` writes) that the summary needs. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  area: string;
  ms: number;
}

const IDLE = '(idle)';

/**
 * Self time per function: each sample's interval (to the next sample, as DevTools counts it) goes to the
 * function on top of the stack; functions are merged by name and location across call paths.
 */
export function selfTimes(profile: CpuProfile): { functions: SelfTime[]; totalMs: number; idleMs: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byKey = new Map<string, SelfTime>();
  let totalMs = 0;
  let idleMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = nodes.get(profile.samples[i] as number);
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!frame) continue;
    totalMs += ms;
    const name = frame.functionName || '(anonymous)';
    if (name === IDLE) {
      idleMs += ms;
      continue;
    }
    const where = frame.url ? `${shortUrl(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${name}@${where}`;
    const entry = byKey.get(key) ?? { name, where, area: areaOf(frame.url, name), ms: 0 };
    entry.ms += ms;
    byKey.set(key, entry);
  }
  return { functions: [...byKey.values()].sort((a, b) => b.ms - a.ms), totalMs, idleMs };
}

/** Where a function lives, coarsely: a package, a VetVoz folder, Node's internals, or V8's own work. */
export function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /apps\/server\/src\/([^/]+)/.exec(url)?.[1];
  if (own) return `vetvoz/${own}`;
  if (/packages\/domain\//.test(url)) return 'vetvoz/domain';
  return shortUrl(url);
}

function shortUrl(url: string): string {
  return url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/apps\/server\//, '');
}

/**
 * Inclusive time of VetVoz's own functions (apps/server/src, packages/domain): each sample counts once
 * for every distinct VetVoz function on its stack, so a route handler's figure holds the libraries it
 * calls (drizzle, postgres, better-auth) — which of our paths the busy time belongs to.
 */
export function ownInclusiveTimes(profile: CpuProfile): SelfTime[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byKey = new Map<string, SelfTime>();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = frames.get(id);
      if (!frame || !/apps\/server\/src\/|packages\/domain\/src\//.test(frame.url)) continue;
      const name = frame.functionName || '(anonymous)';
      const where = `${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
      const key = `${name}@${where}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = byKey.get(key) ?? { name, where, area: areaOf(frame.url, name), ms: 0 };
      entry.ms += ms;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => b.ms - a.ms);
}

/** The top functions by self time and the areas they add up to, as printable tables. */
export function summariseCpuProfile(file: string, top = 15): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { functions, totalMs, idleMs } = selfTimes(profile);
  const busyMs = totalMs - idleMs;
  const pct = (ms: number) => `${fmt((ms / busyMs) * 100, 1)} %`;
  const topRows = functions
    .slice(0, top)
    .map((entry) => [entry.name.slice(0, 48), entry.where.slice(-60), fmt(entry.ms), pct(entry.ms)]);
  const areas = new Map<string, number>();
  for (const entry of functions) areas.set(entry.area, (areas.get(entry.area) ?? 0) + entry.ms);
  const areaRows = [...areas]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([area, ms]) => [area, fmt(ms), pct(ms)]);
  const ownRows = ownInclusiveTimes(profile)
    .slice(0, top)
    .map((entry) => [entry.name.slice(0, 48), entry.where.slice(-60), fmt(entry.ms), pct(entry.ms)]);
  return [
    `profile: ${fmt(totalMs / 1000, 1)} s sampled, ${fmt(busyMs / 1000, 1)} s busy (${fmt((busyMs / totalMs) * 100, 0)} % of the main thread)`,
    '',
    `top ${top} functions by self time (% of busy time):`,
    table(['function', 'where', 'ms', '%'], topRows),
    '',
    'by area (package, VetVoz folder, Node internals, V8 work):',
    table(['area', 'ms', '%'], areaRows),
    '',
    `VetVoz functions by inclusive time (what they and the libraries they call cost, % of busy time):`,
    table(['function', 'where', 'ms', '%'], ownRows),
  ].join('\n');
}

// `node --import tsx cpu-profile.ts FILE.cpuprofile` summarises a profile taken elsewhere.
if (process.argv[1] === import.meta.filename && process.argv[2]) {
  console.log(summariseCpuProfile(process.argv[2]));
}
