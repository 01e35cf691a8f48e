// The lint's import boundaries (lint/*.grit, attached to their files by biome.json) catch what
// they are for: each case is a file that imports across a boundary, linted with the project's own
// configuration in a scratch copy of the tree, and the boundary's message must come out of it.
// A plugin that stopped matching (a pattern or Biome changed) would otherwise pass in silence.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A file (each case its own), what it imports, and a part of the message it must get ('' for none). */
const CASES: [file: string, source: string, message: string][] = [
  [
    'src/web/features/store/case-0.ts',
    "import { x } from '#web/features/tutors/x.ts';",
    'A feature never imports',
  ],
  ['src/web/features/store/case-1.ts', "import { x } from '../tutors/x.ts';", "A feature's root file never"],
  [
    'src/web/features/game-play/hooks/case-2.ts',
    "import { x } from '../../game-library/x.ts';",
    'never imports',
  ],
  ['src/web/lib/case-3.ts', "import { x } from '#web/features/store/x.ts';", 'Imports flow lib/components'],
  ['src/web/app/case-4.ts', "import { useSearch } from 'wouter';", 'usePageSearch'],
  ['src/web/lib/page-search.ts', "import { useSearch } from 'wouter';", ''],
  ['src/contract/case-5.ts', "import { x } from '#server/app.ts';", 'The contract is shared by both sides'],
  ['src/contract/case-6.ts', "import { x } from 'node:fs';", 'zod only'],
  ['src/server/features/store/case-7.routes.ts', "import { x } from 'drizzle-orm';", 'Only repositories'],
  ['src/server/features/store/case-8.repository.ts', "import { x } from 'drizzle-orm';", ''],
  ['src/server/db/case-9.ts', "import { x } from '../features/store/store.service';", 'The database layer'],
  ['src/server/features/store/case-10.service.ts', "import { x } from 'fastify';", 'never know HTTP'],
  [
    'src/server/features/store/case-11.service.ts',
    "import { x } from '../tutors/tutors.repository';",
    'own service',
  ],
  [
    'src/server/features/store/case-16.service.ts',
    "import { x } from '#server/features/tutors/tutors.repository.ts';",
    'own service',
  ],
  [
    'src/server/cross-feature/approvals/case-17.service.ts',
    "import { x } from '../../features/family/parent-controls.repository';",
    'own service',
  ],
  [
    'src/server/cross-feature/approvals/case-18.service.ts',
    "import type { X } from '#server/features/family/parent-controls.repository.ts';",
    'own service',
  ],
  [
    'src/server/cross-feature/approvals/case-19.service.ts',
    "import { x } from '../../features/family/approval-requests.service';",
    '',
  ],
  [
    'src/server/features/store/case-12.service.ts',
    "import { x } from '../../test/factories';",
    'never imports test code',
  ],
  ['src/web/lib/case-13.ts', "import { x } from '#web/test/render.tsx';", 'never imports test code'],
  ['src/server/features/store/case-14.test.ts', "import { x } from '../../test/factories';", ''],
  [
    'src/web/features/store/case-15.ts',
    "import { x } from '#contract/demo-content.ts';",
    'Only the demo seed',
  ],
  ['src/web/features/store/case-16.test.ts', "import { x } from '#contract/demo-content.ts';", ''],
  // Right to left ready: a physical side where a logical one exists (docs/architecture.md#languages).
  [
    'src/web/components/case-17.tsx',
    'export const x = <p className="sm:ml-2 text-sm">x</p>;',
    'A physical side',
  ],
  [
    'src/web/components/case-18.ts',
    "export const x = ['text-right', `hover:border-l-4`];",
    'A physical side',
  ],
  [
    'src/web/components/case-19.ts',
    "export const x = 'ms-2 start-0 left-1/2 -translate-x-1/2 right now';",
    '',
  ],
];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sprout-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintCases(): Map<string, string[]> {
  cpSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
  cpSync(path.join(root, 'lint'), path.join(scratch, 'lint'), { recursive: true });
  const files = CASES.map(([file, source]) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `${source}\n`);
    return file;
  });
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', ...files],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string | { file: string } } }[];
  };
  const found = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const d of report.diagnostics.filter((d) => d.category === 'plugin')) {
    const at = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
    found.get(at)?.push(d.message);
  }
  return new Map(files.map((f, i) => [String(i), found.get(f) ?? []]));
}

describe("the lint's import boundaries", () => {
  const found = lintCases();
  it.each(CASES.map(([file, source, message], i) => [file, source, message, i] as const))(
    '%s: %s',
    (_file, _source, message, i) => {
      const messages = found.get(String(i)) ?? [];
      if (message) expect(messages.join('\n')).toContain(message);
      else expect(messages).toEqual([]);
    },
  );
});
