import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the server
    // suites then left a core idle while a test file waited on its database (15 min, not 18, with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      'apps/web/vite.config.ts',
      {
        // scripts/walls-fixtures is a fake tree the walls' test reads, never a suite of its own.
        test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'], environment: 'node' },
      },
    ],
  },
});
