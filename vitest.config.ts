import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and API tests. Each API test file gets its own copy of a database migrated once per run
// (see src/server/test/global-setup.ts); two workers at most, since a PGlite instance holds
// about 300 MB.
export default defineConfig({
  resolve: {
    alias: {
      '@contract': fromRoot('./src/contract'),
      '@server': fromRoot('./src/server'),
      '@web': fromRoot('./src/web'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/server/test/global-setup.ts'],
    setupFiles: ['./src/server/test/setup-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
