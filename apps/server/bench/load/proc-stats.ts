import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU and memory of a process tree read from Linux's /proc, so the load generator measures the server
 * (and PostgreSQL) from outside instead of asking it: a process under load reports late or not at all.
 */

/** Clock ticks per second of /proc/<pid>/stat's times (100 on every Linux we run on; asked once). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const PAGE_BYTES = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
})();

interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system CPU, in clock ticks, of this process's own threads. */
  ticks: number;
  rssBytes: number;
}

/** One process's line of /proc/<pid>/stat; undefined when it has gone. */
export function readProcStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  return parseProcStat(pid, text);
}

/** The command name may hold spaces and parentheses: the fields start after its last ')'. */
export function parseProcStat(pid: number, text: string): ProcStat | undefined {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state) of proc(5): ppid is 4, utime 14, stime 15, rss 24.
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssPages = Number(fields[21]);
  if (!Number.isFinite(ppid) || !Number.isFinite(ticks)) return undefined;
  return { pid, ppid, ticks, rssBytes: rssPages * PAGE_BYTES };
}

/** The process and every descendant alive now (the server may fork helpers; threads are inside). */
export function processTree(rootPid: number): ProcStat[] {
  const all: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProcStat(Number(name));
    if (stat) all.push(stat);
  }
  const byParent = new Map<number, ProcStat[]>();
  for (const stat of all) byParent.set(stat.ppid, [...(byParent.get(stat.ppid) ?? []), stat]);
  const tree: ProcStat[] = [];
  const root = all.find((stat) => stat.pid === rootPid);
  const queue = root ? [root] : [];
  while (queue.length > 0) {
    const next = queue.shift() as ProcStat;
    tree.push(next);
    queue.push(...(byParent.get(next.pid) ?? []));
  }
  return tree;
}

/**
 * CPU seconds spent by a set of processes between two readings. Processes that appeared in between count
 * whole (they started during the window); ones that ended are lost, which only under-counts.
 */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / CLOCK_TICKS;
}

export const ticksOf = (stats: ProcStat[]) => new Map(stats.map((stat) => [stat.pid, stat.ticks]));

/**
 * Follows a process tree: CPU between mark() and read(), and the peak resident memory (summed over the
 * tree) sampled every `everyMs` since the last mark.
 */
export function watchProcessTree(rootPid: number, everyMs = 250) {
  let marked = ticksOf(processTree(rootPid));
  let markedAt = performance.now();
  let peakRss = 0;
  const sample = () => {
    const rss = processTree(rootPid).reduce((sum, stat) => sum + stat.rssBytes, 0);
    peakRss = Math.max(peakRss, rss);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    mark() {
      marked = ticksOf(processTree(rootPid));
      markedAt = performance.now();
      peakRss = 0;
      sample();
    },
    /** CPU as a percentage of one core since mark(), and the peak RSS in bytes. */
    read(): { cpuPercent: number; peakRssBytes: number; seconds: number } {
      sample();
      const seconds = (performance.now() - markedAt) / 1000;
      const cpu = cpuSecondsBetween(marked, ticksOf(processTree(rootPid)));
      return { cpuPercent: (cpu / seconds) * 100, peakRssBytes: peakRss, seconds };
    },
    stop: () => clearInterval(timer),
  };
}

/** Jiffies of the whole machine (all cores): busy and idle, from the first line of /proc/stat. */
export function hostTicks(): { busy: number; idle: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle time.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, idle };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

/** Share of the machine's CPU left idle between two readings: near 0 means everyone was starved. */
export function hostIdlePercent(
  before: { busy: number; idle: number },
  after: { busy: number; idle: number },
) {
  const idle = after.idle - before.idle;
  const busy = after.busy - before.busy;
  return idle + busy > 0 ? (idle / (idle + busy)) * 100 : Number.NaN;
}

/** The 1-minute load average of the machine (shared with other work: print it with the figures). */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/d';
  }
}
