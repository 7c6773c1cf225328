// `npm run bench:web`: builds the web app into a temporary folder and prints, for each route, the
// gzipped size of the JavaScript and CSS a first visit to that route downloads before it can render
// (index.html's entry with its static imports, plus the route's lazy chunk with its static imports).
// Exits with status 1 when the landing page goes over its budget (issue 4: under 200 KB of JS).
//
//   npm run bench:web                 build, then print the table
//   npm run bench:web -- --no-build   reuse the last bench build
//   npm run bench:web -- --json       machine-readable output
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LANDING_JS_BUDGET = 200 * 1024;

const webDir = path.resolve(import.meta.dirname, '..');
// A folder of its own: the bench never replaces apps/web/dist while a server or a test uses it.
const outDir = path.join(tmpdir(), 'vetvoz-bench-dist');
const args = new Set(process.argv.slice(2));

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
/** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The routes and the module each one lazy-loads, read from the router's own table. */
function lazyRoutes() {
  const routesFile = path.join(webDir, 'src/app/router/routes.tsx');
  const source = readFileSync(routesFile, 'utf8');
  const found = [];
  const pattern = /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const [, routePath, specifier] of source.matchAll(pattern)) {
    const absolute = path.resolve(path.dirname(routesFile), specifier);
    found.push({ route: `/${routePath}`, key: path.relative(webDir, absolute).split(path.sep).join('/') });
  }
  return found;
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Chunk ausente no manifesto: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

function measure(keys) {
  const chunks = closure(keys);
  const jsFiles = new Set(chunks.map((key) => manifest[key].file));
  const cssFiles = new Set(chunks.flatMap((key) => manifest[key].css ?? []));
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(jsFiles), css: sum(cssFiles), files: jsFiles.size + cssFiles.size };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('Entrada index.html ausente no manifesto.');

const rows = [{ route: '/', ...measure([entryKey]) }];
for (const { route, key } of lazyRoutes()) rows.push({ route, ...measure([entryKey, key]) });

const landing = rows[0];
const withinBudget = landing.js < LANDING_JS_BUDGET;

if (args.has('--json')) {
  console.log(JSON.stringify({ budgetBytes: LANDING_JS_BUDGET, withinBudget, routes: rows }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(`Tamanho inicial por rota (gzip nível 9) — build em ${outDir}\n`);
  console.log(`${'rota'.padEnd(width)}  ${'JS'.padStart(10)}  ${'CSS'.padStart(10)}  arquivos`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.js)}  ${kb(row.css)}  ${String(row.files).padStart(8)}`,
    );
  }
  console.log(
    `\nLanding: ${kb(landing.js).trim()} de JS inicial — orçamento ${LANDING_JS_BUDGET / 1024} KB: ${
      withinBudget ? 'dentro' : 'ESTOURADO'
    }.`,
  );
}
process.exit(withinBudget ? 0 : 1);
