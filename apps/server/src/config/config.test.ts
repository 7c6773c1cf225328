import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const created: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vetvoz-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('starts with embedded defaults and no keys', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stt.provider).toBe('local');
    expect(config.text.provider).toBe('local');
    expect(config.localModelsDir).toBe(path.join(dir, 'models'));
    expect(config.s3).toBeUndefined();
    expect(config.contact.whatsapp).toBeNull();
  });

  it('keeps a generated dev secret in DATA_DIR, private to the owner', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('derives PUBLIC_URL from PORT and parses ADMIN_EMAILS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '4000',
      ADMIN_EMAILS: ' Ana@Vet.com , bia@vet.com,',
    });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect([...config.adminEmails]).toEqual(['ana@vet.com', 'bia@vet.com']);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_STT_PROVIDER: 'openai-compatible' })).toThrow(
      /AI_STT_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('requires a model for remote text providers, and a key for hosted vendors', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: 'http://127.0.0.1:8080/v1',
      }),
    ).toThrow(/AI_TEXT_MODEL: obrigatório quando AI_TEXT_PROVIDER=openai-compatible/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_TEXT_PROVIDER: 'anthropic' })).toThrow(
      /AI_TEXT_API_KEY[\s\S]*AI_TEXT_MODEL/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AI_TEXT_PROVIDER: 'openai',
      AI_TEXT_API_KEY: 'sk-x',
      AI_TEXT_MODEL: 'gpt-4.1-mini',
    });
    expect(config.text).toEqual({
      provider: 'openai',
      apiKey: 'sk-x',
      model: 'gpt-4.1-mini',
      baseUrl: undefined,
    });
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  const productionBase = () => ({
    DATA_DIR: dataDir(),
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-that-is-long-enough',
  });

  it('refuses to start in production without SMTP_URL: the outbox is for development and tests', () => {
    expect(() => loadConfig(productionBase())).toThrow(ConfigError);
    expect(() => loadConfig(productionBase())).toThrow(/SMTP_URL: obrigatório em produção/);
    const config = loadConfig({ ...productionBase(), SMTP_URL: 'smtps://user:pass@smtp.exemplo.com.br:465' });
    expect(config.mail.smtpUrl).toBe('smtps://user:pass@smtp.exemplo.com.br:465');
    // Development and tests keep the outbox.
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.smtpUrl).toBeUndefined();
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY=true, through TRUSTED_PROXY_HOPS proxies (default 1)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY_HOPS: '3' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '2' }).trustProxy).toBe(
      2,
    );
    for (const bad of ['0', '-1', '1.5', 'dois']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: bad })).toThrow(
        /TRUSTED_PROXY_HOPS: use um número inteiro de 1 a 10/,
      );
    }
  });

  it('writes logs to LOG_FILE when set, to standard output otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logFile).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FILE: 'logs/vetvoz.log' }).logFile).toBe(
      path.resolve('logs/vetvoz.log'),
    );
  });
});
