// What app/ may use from consultation. app/ loads this with import() to keep the upload queue out of
// the first page's bundle, so export nothing here that a page needs at once.
export { uploadQueue } from './capture/upload-queue.ts';
