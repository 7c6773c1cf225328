// What app/ may use from consultation. Keep it light: app/ imports it into the first page's bundle.
export { startBackgroundUploads } from './background-uploads.ts';
export { RecordingPill, useCapturing } from './components/recording-pill.tsx';
export { useForgetDraftOnSignOut } from './draft/use-forget-draft-on-sign-out.ts';
