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
});
