import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './scripts/i18n-catalogs.ts';

// Two tiers in one run. Unit and API tests (*.test.ts): each API test file gets its own copy of a
// database migrated once per run (see src/server/test/global-setup.ts). Component tests
// (src/web/**/*.test.tsx): screens and their states in happy-dom with Testing Library, the
// network answered at the fetch edge from the contract's table of endpoints, each body checked
// by its entry's schema (src/web/test/). Two workers at most, since a PGlite instance holds
// about 300 MB.
//
// Neither tier isolates its files (decision record 0030): a worker imports the app's modules
// once and runs file after file with them, instead of importing them again for every file, which
// was most of the lane's time. Each file still gets its own database, app and DOM; what a module
// keeps between files is reset per test by the setup files (console spy, toasts, served answers,
// stored cart), and globals a test stubs are put back after each test (unstubGlobals).
export default defineConfig({
  // The message catalogs as the app's build makes them (ICU messages parsed).
  plugins: [i18nCatalogs()],
  // A page's code may inline a picture of the public folder (`/images/hero.svg?raw` on the home
  // page), which the app's build reads from src/web/public (vite.config.ts). Vite's test server
  // will not load the public folder's files as modules, so the path is read from the folder here,
  // or any route-state test that lands on the home page fails to load it.
  resolve: {
    alias: [
      {
        find: /^\/images\//,
        replacement: fileURLToPath(new URL('./src/web/public/images/', import.meta.url)),
      },
    ],
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-api',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The theme's own text, read as `globals.css?raw` (the web app's types have no node:fs).
          css: { include: [/globals\.css/] },
          globalSetup: ['./src/server/test/global-setup.ts'],
          setupFiles: ['./src/server/test/setup-file.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/server/test/setup-file.ts', './src/web/test/setup.ts'],
        },
      },
    ],
  },
});
