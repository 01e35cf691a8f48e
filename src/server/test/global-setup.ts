// Once per test run: migrate a template database, so each test file starts from a copy of it
// in about a second instead of running every migration again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { fromProjectRoot } from '#server/lib/project-root.ts';

/**
 * The server as one file, for the tests that start whole server processes (server-process.ts):
 * a child then starts in about a second instead of compiling every source file through tsx.
 * Under dist/ (ignored by git) so the server finds the project's shipped files above it.
 */
async function bundleServerForProcessTests(project: TestProject) {
  const outfile = fromProjectRoot('dist', 'test-server', 'main.mjs');
  await build({
    entryPoints: [fromProjectRoot('src/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: fromProjectRoot('src/server/tsconfig.json'),
    logLevel: 'warning',
  });
  project.provide('serverBundle', outfile);
}

export default async function setup(project: TestProject) {
  await bundleServerForProcessTests(project);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `sprout_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const u = new URL(serverUrl);
    u.pathname = `/${template}`;
    const database = await openDatabase({ dataDir: '', databaseUrl: u.toString(), poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
      // Databases of this run's test files that crashed before closing (never another run's:
      // several runs may share the server).
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template}_file_%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sprout-test-template-'));
  const database = await openDatabase({ dataDir: '', databaseUrl: undefined, inMemory: true });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateDump', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
