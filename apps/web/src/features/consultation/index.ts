// What app/ may use from consultation. Keep it light: app/ imports it into the first page's bundle.
export { startBackgroundUploads } from './background-uploads.ts';
