import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { NODE_SIGNATURE_SNIPPET, PHP_SIGNATURE_SNIPPET, PYTHON_SIGNATURE_SNIPPET } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './send-webhook.ts';

const secret = 'whsec_teste';
const rawBody = JSON.stringify({ id: 'e1', type: 'document.ready', data: { externalId: 'ATD-1' } });
/** Signed exactly as deliveries are. */
const sign = (body: string, t: number) => signWebhook(secret, body, t);
const now = () => Math.floor(Date.now() / 1000);

type Verify = (rawBody: string, header: string, secret: string) => boolean;
const verifyVetVoz = new Function('require', `${NODE_SIGNATURE_SNIPPET}\nreturn verifyVetVoz;`)(
  createRequire(import.meta.url),
) as Verify;

const hasCommand = (command: string) => {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('the signature snippets shown to integrators', () => {
  it('Node: accepts a fresh signature, refuses a changed body, another secret, an old timestamp, garbage', () => {
    expect(verifyVetVoz(rawBody, sign(rawBody, now()), secret)).toBe(true);
    expect(verifyVetVoz(`${rawBody} `, sign(rawBody, now()), secret)).toBe(false);
    expect(verifyVetVoz(rawBody, sign(rawBody, now()), 'whsec_outro')).toBe(false);
    expect(verifyVetVoz(rawBody, sign(rawBody, now() - 3600), secret)).toBe(false);
    expect(verifyVetVoz(rawBody, 't=abc,v1=zz', secret)).toBe(false);
    expect(verifyVetVoz(rawBody, '', secret)).toBe(false);
  });

  it.runIf(hasCommand('python3'))('Python: the same answers', () => {
    const run = (body: string, header: string) =>
      execFileSync(
        'python3',
        [
          '-c',
          `${PYTHON_SIGNATURE_SNIPPET}\nimport sys\nprint(verify_vetvoz(sys.argv[1].encode(), sys.argv[2], sys.argv[3]))`,
          body,
          header,
          secret,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(run(rawBody, sign(rawBody, now()))).toBe('True');
    expect(run(`${rawBody} `, sign(rawBody, now()))).toBe('False');
    expect(run(rawBody, sign(rawBody, now() - 3600))).toBe('False');
    expect(run(rawBody, 't=abc,v1=zz')).toBe('False');
  });

  it.runIf(hasCommand('php'))('PHP: the same answers', () => {
    const run = (body: string, header: string) =>
      execFileSync(
        'php',
        [
          '-r',
          `${PHP_SIGNATURE_SNIPPET.replace('<?php', '')}\necho verify_vetvoz($argv[1], $argv[2], $argv[3]) ? 'true' : 'false';`,
          body,
          header,
          secret,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(run(rawBody, sign(rawBody, now()))).toBe('true');
    expect(run(`${rawBody} `, sign(rawBody, now()))).toBe('false');
    expect(run(rawBody, sign(rawBody, now() - 3600))).toBe('false');
  });
});
