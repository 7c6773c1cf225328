// `npm run bench:web`: what a signed-out visitor's browser downloads to show the landing page.
//
// Builds the web app into a temporary folder of this checkout, serves it with the real server (embedded
// database, nothing else configured), opens `/` signed out in Chromium and adds up, gzipped at level 9,
// every script the page fetched until the network went idle (no request for 500 ms). The service worker is
// blocked: its precache is a background install after the page is up, not part of showing it. Exits with
// status 1 when the landing's JavaScript goes over LANDING_JS_BUDGET (docs/decisions/036).
// Then prints, for every other route, the static closure of its chunk in the build manifest (the entry
// with its static imports plus the route's lazy chunk with its own) — a guide, not a browser measurement.
//
//   npm run bench:web                 build, then measure
//   npm run bench:web -- --no-build   reuse this checkout's last bench build
//   npm run bench:web -- --json       machine-readable output
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const LANDING_JS_BUDGET = 150 * 1024;

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
// A folder per checkout: the bench never replaces apps/web/dist while a server or a test uses it, and two
// checkouts on one machine never build into each other's.
const checkoutId = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
const outDir = path.join(tmpdir(), `vetvoz-bench-dist-${checkoutId}`);
const args = new Set(process.argv.slice(2));
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

if (!args.has('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`Manifesto não encontrado em ${manifestFile}: rode sem --no-build.`);
  process.exit(2);
}

const landing = await measureLandingInBrowser();
const routes = staticRouteSizes();
const withinBudget = landing.js <= LANDING_JS_BUDGET;

if (args.has('--json')) {
  console.log(JSON.stringify({ budgetBytes: LANDING_JS_BUDGET, withinBudget, landing, routes }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  console.log(`Landing (/) no Chromium, sem sessão, até a rede ficar ociosa — build em ${outDir}\n`);
  for (const file of landing.files) console.log(`  ${kb(file.gzip)}  ${file.path}`);
  console.log(
    `\n  JS ${kb(landing.js).trim()} em ${landing.files.length} arquivos; CSS ${kb(landing.css).trim()}`,
  );
  const width = Math.max(...routes.map((row) => row.route.length), 5);
  console.log('\nDemais rotas: fechamento estático no manifesto (entrada + chunk da rota)\n');
  console.log(`${'rota'.padEnd(width)}  ${'JS'.padStart(10)}  ${'CSS'.padStart(10)}  arquivos`);
  for (const row of routes)
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.js)}  ${kb(row.css)}  ${String(row.files).padStart(8)}`,
    );
  console.log(
    `\nLanding: ${kb(landing.js).trim()} de JS — orçamento ${LANDING_JS_BUDGET / 1024} KB: ${
      withinBudget ? 'dentro' : 'ESTOURADO'
    }.`,
  );
}
process.exit(withinBudget ? 0 : 1);

/** Serves the build with the real server and records what `/` fetches in Chromium. */
async function measureLandingInBrowser() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: outDir,
      LOG_LEVEL: 'silent',
      LOG_FILE: '',
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, server);
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') fetched.push({ response, type });
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const files = [];
    for (const { response, type } of fetched) {
      const body = await response.body();
      files.push({ path: new URL(response.url()).pathname, type, gzip: gzip(body) });
    }
    const total = (type) => files.filter((f) => f.type === type).reduce((sum, f) => sum + f.gzip, 0);
    return {
      js: total('script'),
      css: total('stylesheet'),
      files: files.filter((f) => f.type === 'script').map(({ path: p, gzip: g }) => ({ path: p, gzip: g })),
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(origin, server) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`O servidor saiu com status ${server.exitCode}.`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('O servidor não respondeu em 60 s.');
}

/** Each lazy route's first visit, from the build manifest: the entry's closure plus the route chunk's. */
function staticRouteSizes() {
  /** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzip(readFileSync(path.join(outDir, file))));
    return sizes.get(file);
  };
  const measure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`Chunk ausente no manifesto: ${key}`);
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    const js = new Set([...seen].map((key) => manifest[key].file));
    const css = new Set([...seen].flatMap((key) => manifest[key].css ?? []));
    const sum = (files) => [...files].reduce((total, file) => total + sizeOf(file), 0);
    return { js: sum(js), css: sum(css), files: js.size + css.size };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('Entrada index.html ausente no manifesto.');
  const routesFile = path.join(webDir, 'src/app/router/routes.tsx');
  const pattern = /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...readFileSync(routesFile, 'utf8').matchAll(pattern)].map(([, routePath, specifier]) => {
    const absolute = path.resolve(path.dirname(routesFile), specifier);
    const key = path.relative(webDir, absolute).split(path.sep).join('/');
    return { route: `/${routePath}`, ...measure([entryKey, key]) };
  });
}
