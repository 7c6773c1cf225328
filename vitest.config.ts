import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // Checks of the repository as a whole (scripts/*.test.ts), such as the file-size test of the
      // workspaces without a project of their own.
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
