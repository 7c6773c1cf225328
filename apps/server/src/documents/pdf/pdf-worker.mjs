// Entry of a PDF worker thread. Worker threads start without the parent's TypeScript loader (tsx under
// `npm start`, Vite's transform under Vitest), so this plain module registers tsx before loading the
// TypeScript task; it resolves from this file's own URL, whatever the working directory.
import { register } from 'tsx/esm/api';

register();
const task = await import('./pdf-worker-task.ts');

export default task.default;
