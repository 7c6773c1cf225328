import path from 'node:path';
import type { AppConfigEnv } from '../config/config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

/** S3 when S3_* is configured, otherwise DATA_DIR/uploads on local disk. */
export function createFileStorage(config: AppConfigEnv): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
