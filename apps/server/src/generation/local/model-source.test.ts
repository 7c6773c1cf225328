import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { DEFAULT_LOCAL_TEXT_MODEL, modelSourceOf } from './model-source.ts';

describe('LOCAL_TEXT_MODEL', () => {
  it('defaults to the pinned download into LOCAL_MODELS_DIR/text', () => {
    expect(modelSourceOf(undefined, '/m')).toEqual({
      kind: 'download',
      id: DEFAULT_LOCAL_TEXT_MODEL.id,
      file: path.join('/m', 'text', DEFAULT_LOCAL_TEXT_MODEL.fileName),
      url: DEFAULT_LOCAL_TEXT_MODEL.url,
      sha256: DEFAULT_LOCAL_TEXT_MODEL.sha256,
      bytes: DEFAULT_LOCAL_TEXT_MODEL.bytes,
    });
    expect(DEFAULT_LOCAL_TEXT_MODEL.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes a URL, with an optional pinned sha256', () => {
    const sha = 'a'.repeat(64);
    expect(modelSourceOf(`https://example.test/m/Phi-4.gguf#sha256=${sha}`, '/m')).toMatchObject({
      kind: 'download',
      url: 'https://example.test/m/Phi-4.gguf',
      file: path.join('/m', 'text', 'Phi-4.gguf'),
      sha256: sha,
    });
    expect(modelSourceOf('https://example.test/x.gguf', '/m')).toMatchObject({ sha256: undefined });
  });

  it('takes a file path, relative to LOCAL_MODELS_DIR', () => {
    expect(modelSourceOf('text/meu.gguf', '/m')).toEqual({
      kind: 'file',
      id: 'meu',
      file: '/m/text/meu.gguf',
    });
    expect(modelSourceOf('/opt/x.gguf', '/m')).toMatchObject({ kind: 'file', file: '/opt/x.gguf' });
  });

  it('reaches the text config only for the local provider, never downloading under tests', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/vetvoz-cfg',
      AUTH_SECRET: 'x'.repeat(32),
      LOCAL_TEXT_MODEL: 'a.gguf',
      NODE_ENV: 'test',
    });
    expect(config.text.local).toEqual({
      model: 'a.gguf',
      modelsDir: '/tmp/vetvoz-cfg/models',
      allowDownload: false,
    });
    const dev = loadConfig({ DATA_DIR: '/tmp/vetvoz-cfg', AUTH_SECRET: 'x'.repeat(32) });
    expect(dev.text.local?.allowDownload).toBe(true);
    const oneThread = loadConfig({
      DATA_DIR: '/tmp/vetvoz-cfg',
      AUTH_SECRET: 'x'.repeat(32),
      LOCAL_TEXT_THREADS: '1',
    });
    expect(oneThread.text.local?.threads).toBe(1);
  });
});
