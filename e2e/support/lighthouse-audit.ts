import lighthouse, { type DevtoolsLog, type Flags, type Result } from 'lighthouse';

/**
 * Lighthouse categories for one page (accessibility unless told), run offline on the Chromium of
 * lighthouse-browser.ts: the project's screen, the browser's storage kept (the session cookie and the
 * cookie choice are what a signed-in vet has). No throttling, except with `throttled`: Lighthouse's
 * simulated slow 4G and 4× slower CPU, for a performance score that means something off localhost.
 */
export type FormFactor = 'desktop' | 'mobile';

export interface Screen {
  formFactor: FormFactor;
  width: number;
  height: number;
  deviceScaleFactor: number;
}

export interface FailingAudit {
  id: string;
  title: string;
  /** The audit's weight in the score (0: informative only). */
  weight: number;
  /** Each failing element: its CSS path, its text (nodeLabel) and its opening tag. */
  nodes: { selector: string; label: string; snippet: string; explanation: string }[];
}

/** Lighthouse 12's categories. */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface AccessibilityAudit {
  /** The first category asked for (accessibility by default). */
  score: number;
  /** Every category asked for, with the audits that cost it points. */
  scores: Partial<Record<Category, number>>;
  /** The address the page ended on (a redirect to /login would show here). */
  finalUrl: string;
  failures: FailingAudit[];
  /** Every address the audited tab requested that is not on this machine. */
  offMachineRequests: string[];
  /** The full report, for a person to open when the score drops. */
  html: string;
  /** Every script the page loaded (its address), for a weight measured by the caller. */
  scripts: string[];
}

const NO_THROTTLING = {
  rttMs: 0,
  throughputKbps: 0,
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
  cpuSlowdownMultiplier: 1,
};

export async function auditAccessibility(options: {
  port: number;
  url: string;
  screen: Screen;
  /** Default: accessibility only (the signed-in pages); the landing is audited on all four. */
  categories?: Category[];
  throttled?: boolean;
}): Promise<AccessibilityAudit> {
  const { port, url, screen, categories = ['accessibility'], throttled = false } = options;
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    output: 'html',
    logLevel: 'error',
    onlyCategories: categories,
    disableStorageReset: true,
    formFactor: screen.formFactor,
    screenEmulation: {
      mobile: screen.formFactor === 'mobile',
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      disabled: false,
    },
    // Chromium's own user agent, as in the other browser tests.
    emulatedUserAgent: false,
    ...(throttled
      ? { throttlingMethod: 'simulate' as const }
      : { throttlingMethod: 'provided' as const, throttling: NO_THROTTLING }),
    // The full-page screenshot only illustrates the report and costs seconds on two cores.
    disableFullPageScreenshot: true,
    // Bounded waits: the page's live event streams never end, and a stuck load should fail fast.
    maxWaitForFcp: 15_000,
    maxWaitForLoad: 20_000,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores: Partial<Record<Category, number>> = {};
  const failures: FailingAudit[] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category || category.score === null) throw new Error(`no ${id} score for ${url}`);
    scores[id] = category.score;
    failures.push(...failingAudits(lhr, category));
  }
  return {
    score: scores[categories[0] as Category] as number,
    scores,
    finalUrl: lhr.finalDisplayedUrl,
    failures,
    offMachineRequests: offMachineRequests(artifacts.DevtoolsLog),
    html: Array.isArray(result.report) ? result.report.join('\n') : result.report,
    scripts: scriptsOf(lhr),
  };
}

function scriptsOf(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  return items
    .map((item) => item as { url?: string; resourceType?: string })
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => item.url as string);
}

function failingAudits(lhr: Result, category: Result.Category): FailingAudit[] {
  const failures: FailingAudit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const listed = audit.details && 'items' in audit.details ? audit.details.items : undefined;
    // Performance audits' details are not always a list of elements.
    const items: unknown[] = Array.isArray(listed) ? listed : [];
    const nodes = items.flatMap((item) => {
      const { node } = item as {
        node?: { selector?: string; nodeLabel?: string; snippet?: string; explanation?: string };
      };
      if (!node) return [];
      return [
        {
          selector: node.selector ?? '',
          label: node.nodeLabel ?? '',
          snippet: node.snippet ?? '',
          explanation: node.explanation ?? '',
        },
      ];
    });
    failures.push({ id: ref.id, title: audit.title, weight: ref.weight, nodes });
  }
  return failures;
}

const THIS_MACHINE = new Set(['127.0.0.1', 'localhost', '[::1]']);

function offMachineRequests(log: DevtoolsLog): string[] {
  const urls = new Set<string>();
  for (const entry of log) {
    if (entry.method !== 'Network.requestWillBeSent') continue;
    const address = new URL(entry.params.request.url);
    if (address.protocol === 'data:' || address.protocol === 'blob:') continue;
    if (!THIS_MACHINE.has(address.hostname)) urls.add(address.href);
  }
  return [...urls];
}

/** The score and every failing audit with its nodes, as lines for the test's output. */
export function describeAudit(label: string, audit: AccessibilityAudit): string {
  const scores = Object.entries(audit.scores).map(([category, score]) => `${category} ${score.toFixed(2)}`);
  const lines = [`Lighthouse ${label}: ${scores.join(', ')} (${audit.finalUrl})`];
  for (const failure of audit.failures) {
    lines.push(`  ✗ ${failure.id} (weight ${failure.weight}): ${failure.title}`);
    for (const node of failure.nodes) {
      lines.push(`      ${node.selector}  «${node.label}»`);
      lines.push(`        ${node.snippet}`);
      if (node.explanation) lines.push(`        ${node.explanation.replaceAll('\n', '\n        ')}`);
    }
  }
  return lines.join('\n');
}
