// The server's features form a one-way graph, in the order feature-layers.ts writes down; the
// lint (Biome's noImportCycles) refuses an import cycle anywhere in src/. Both fail on a
// deliberately bad import here, so neither can pass by checking nothing.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromProjectRoot } from '#server/lib/project-root.ts';
import { graphBreaches, type ImportGraph, readImportGraph } from '#server/test/feature-graph.ts';
import { CROSS_FEATURE_ORDER, FEATURE_LAYERS, FOUNDATIONS } from './feature-layers.ts';

const LAYERS = { features: FEATURE_LAYERS, crossFeature: CROSS_FEATURE_ORDER, foundations: FOUNDATIONS };
const ROOT = fromProjectRoot('.');

describe('the server feature graph', () => {
  it('keeps the written order: no back-edge, no two features importing each other', () => {
    expect(graphBreaches(readImportGraph(ROOT), LAYERS)).toEqual([]);
  });

  it('follows the aliases as well as relative imports', () => {
    const graph = readImportGraph(ROOT);
    const app = graph.get('src/server/app.ts') ?? [];
    expect(app).toContain('src/server/features/accounts/session.ts');
    expect(graph.get('src/server/lib/guards.ts')).toContain('src/contract/consent.ts');
  });

  it('places every server feature folder in one layer', () => {
    const onDisk = new Set(
      [...readImportGraph(ROOT, 'src/server/features').keys()].map((file) => file.split('/')[3]),
    );
    expect([...onDisk].sort()).toEqual(FEATURE_LAYERS.flat().sort());
  });

  it('fails on a back-edge, an import between features of one layer, and a feature importing a cross-feature module', () => {
    const bad: ImportGraph = new Map([
      // accounts sits below family: this import runs back up.
      ['src/server/features/accounts/accounts.service.ts', ['src/server/features/family/family.service.ts']],
      ['src/server/features/store/store.service.ts', ['src/server/features/tutors/tutors.service.ts']],
      [
        'src/server/features/games/rounds.service.ts',
        ['src/server/cross-feature/achievements/achievements.service.ts'],
      ],
      ['src/server/lib/guards.ts', ['src/server/features/family/family.service.ts']],
      ['src/server/features/newcomer/newcomer.service.ts', []],
      // Allowed: down a layer, into lib, and a cross-feature module reading features.
      ['src/server/features/family/family.service.ts', ['src/server/features/accounts/accounts.service.ts']],
      [
        'src/server/cross-feature/approvals/approvals.service.ts',
        ['src/server/features/store/checkout.service.ts'],
      ],
    ]);
    expect(graphBreaches(bad, LAYERS)).toEqual([
      'src/server/features/accounts/accounts.service.ts -> src/server/features/family/family.service.ts: family is on a higher layer',
      'src/server/features/games/rounds.service.ts -> src/server/cross-feature/achievements/achievements.service.ts: a feature never imports a cross-feature module',
      'src/server/features/newcomer/newcomer.service.ts: its folder is not placed in feature-layers.ts',
      'src/server/features/store/store.service.ts -> src/server/features/tutors/tutors.service.ts: features on one layer do not import each other',
      'src/server/lib/guards.ts -> src/server/features/family/family.service.ts: lib sits below every feature',
    ]);
  });
});

describe('the lint on import cycles', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sprout-cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses a cycle closed through an alias with the project's own configuration", () => {
    // The project's biome.json and package.json (its aliases) over two files that import each
    // other, one through #server/ and one relatively.
    const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    config.vcs = { enabled: false };
    writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
    cpSync(path.join(ROOT, 'package.json'), path.join(scratch, 'package.json'));
    mkdirSync(path.join(scratch, 'src/server/lib'), { recursive: true });
    writeFileSync(
      path.join(scratch, 'src/server/lib/first.ts'),
      "import { second } from '#server/lib/second.ts';\n\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(scratch, 'src/server/lib/second.ts'),
      "import { first } from './first';\n\nexport const second = () => first;\n",
    );
    const biome = path.join(ROOT, 'node_modules/.bin/biome');
    const run = () =>
      execFileSync(biome, ['lint', '--only=suspicious/noImportCycles', 'src'], {
        cwd: scratch,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).toThrow(/noImportCycles/);
  });
});
