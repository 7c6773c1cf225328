import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * react-router ships CommonJS and ESM builds, and Node 20.19+ lets its CommonJS `react-router/dom`
 * require the ESM `react-router`: two copies with separate contexts ("useLocation() may be used
 * only in the context of a <Router>"). Pin both entry points to the ESM files, as in the browser.
 */
const esm = (specifier: string) => new URL(import.meta.resolve(specifier)).pathname;

// Separate from vite.config.ts so unit tests don't run the PWA and Tailwind build plugins.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: esm('react-router') },
      { find: /^react-router\/dom$/, replacement: esm('react-router/dom') },
      // The PWA plugin's virtual module exists only in Vite builds; tests mock it (vi.mock).
      {
        find: /^virtual:pwa-register$/,
        replacement: new URL('./src/test/pwa-register.ts', import.meta.url).pathname,
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
