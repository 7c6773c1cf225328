import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/support/fake-s3.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

const localDir = mkdtempSync(path.join(tmpdir(), 'vetvoz-storage-'));
let s3: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(localDir, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(localDir)],
  [
    'S3',
    () =>
      createS3Storage({
        endpoint: s3.endpoint,
        bucket: 'vetvoz',
        accessKeyId: 'teste',
        secretAccessKey: 'segredo-de-teste',
        region: 'us-east-1',
      }),
  ],
];

describe.each(implementations)('%s storage', (_name, create) => {
  it('puts, gets and deletes a file by key', async () => {
    const storage = create();
    const content = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 255]);
    await storage.put('profile_images/usuario-1', content, 'image/webp');
    expect(await storage.get('profile_images/usuario-1')).toEqual({ content, contentType: 'image/webp' });
    await storage.delete('profile_images/usuario-1');
    expect(await storage.get('profile_images/usuario-1')).toBeNull();
  });

  it('refuses keys that could escape their folder', async () => {
    const storage = create();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.get('profile_images/../../x')).rejects.toThrow(/invalid storage key/);
  });
});
