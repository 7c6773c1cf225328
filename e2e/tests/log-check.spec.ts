import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findMarkers, LOG_MARKERS, scanLogDir } from '../support/log-markers.ts';

/**
 * The log check itself (no browser): it must find a marker planted in a log line, and name the file,
 * line and marker without repeating the line.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

function logDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-log-check-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function runCheck(dir: string): { status: number; output: string } {
  try {
    const output = execFileSync('node', ['--import', 'tsx', 'e2e/scripts/check-logs.ts', dir], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

const cleanLine = JSON.stringify({
  level: 30,
  msg: 'request',
  method: 'POST',
  path: '/api/consultations',
  status: 201,
});

test('finds a planted marker whatever its case, and only in the lines that hold it', () => {
  expect(LOG_MARKERS.length).toBeGreaterThan(10);
  const text = [
    cleanLine,
    '{"msg":"job failed","err":"params: TUTORA ANA SOUZA, mucosas normocoradas"}',
  ].join('\n');
  expect(findMarkers(text)).toEqual([
    { line: 2, marker: 'Ana Souza' },
    { line: 2, marker: 'mucosas normocoradas' },
  ]);
  expect(findMarkers(cleanLine)).toEqual([]);
});

test('the script exits 1 naming file, line and marker, never printing the line', () => {
  const secretLine =
    '{"msg":"failed","err":"Failed query params: Cão com otite, ligar 11 98765-4321 — XYZ-LINHA"}';
  const dir = logDir({
    'server-3300.log': `${cleanLine}\n`,
    'nested/server-3301.log': `${cleanLine}\n${secretLine}\n`,
  });
  try {
    const { status, output } = runCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain('nested/server-3301.log:2: contém o marcador "Cão com otite"');
    expect(output).toContain('nested/server-3301.log:2: contém o marcador "98765-4321"');
    expect(output).not.toContain('XYZ-LINHA');
    expect(output).not.toContain('server-3300.log:');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the script passes clean logs and refuses a folder without any log', () => {
  const clean = logDir({ 'server-3300.log': `${cleanLine}\n` });
  const empty = logDir({});
  try {
    expect(runCheck(clean)).toMatchObject({ status: 0 });
    expect(() => scanLogDir(empty)).toThrow(/nenhum arquivo \.log/);
    expect(runCheck(empty).status).toBe(1);
  } finally {
    rmSync(clean, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  }
});
