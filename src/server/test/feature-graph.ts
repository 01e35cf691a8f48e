// Reads the import graph of src/ (relative imports and the #server/, #contract/, #web/ aliases)
// and checks the server's parts against the order in feature-layers.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\b[^'"`;]*?\bfrom\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s+'([^']+)'/g;
const ALIASES: Record<string, string> = {
  '#server/': 'src/server/',
  '#contract/': 'src/contract/',
  '#web/': 'src/web/',
};

/** One file's imports of other files of the project, as paths from the project root. */
export type ImportGraph = Map<string, string[]>;

/** Test code (tests, their tables and samples, the test folder) is not part of the graph. */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$|\.authz\.ts$|\.samples\.ts$|(^|\/)test\//.test(file);
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  const bare = target.replace(/\.tsx?$/, '');
  return [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`].find((candidate) =>
    existsSync(path.join(root, candidate)),
  );
}

/** The import graph of every source file under `dir` (a path from the project root). */
export function readImportGraph(root: string, dir = 'src'): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root, dir)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? match[3];
      const found = specifier ? resolve(root, file, specifier) : undefined;
      return found ? [found] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

export interface Layers {
  features: readonly (readonly string[])[];
  crossFeature: readonly string[];
  foundations: readonly string[];
}

type Part =
  | { kind: 'feature'; name: string; rank: number }
  | { kind: 'cross-feature'; name: string; rank: number }
  | { kind: 'foundation'; name: string };

function partOf(file: string, layers: Layers): Part | 'unplaced' | undefined {
  const match = /^src\/server\/([^/]+)\/(?:([^/]+)\/)?/.exec(file);
  if (!match?.[1]) return undefined;
  const [, folder, name = ''] = match;
  if (folder === 'features' && name) {
    const rank = layers.features.findIndex((layer) => layer.includes(name));
    return rank < 0 ? 'unplaced' : { kind: 'feature', name, rank };
  }
  if (folder === 'cross-feature' && name) {
    const rank = layers.crossFeature.indexOf(name);
    return rank < 0 ? 'unplaced' : { kind: 'cross-feature', name, rank };
  }
  return layers.foundations.includes(folder) ? { kind: 'foundation', name: folder } : undefined;
}

/** Why an import from one part to another breaks the order; undefined when it keeps it. */
function breach(from: Part, to: Part): string | undefined {
  if (from.kind === to.kind && from.name === to.name) return undefined;
  if (from.kind === 'foundation') {
    return to.kind === 'foundation' ? undefined : `${from.name} sits below every feature`;
  }
  if (to.kind === 'foundation') return undefined;
  if (from.kind === 'feature' && to.kind === 'cross-feature')
    return 'a feature never imports a cross-feature module';
  if (from.kind === 'feature' && to.kind === 'feature' && to.rank >= from.rank) {
    return to.rank === from.rank
      ? 'features on one layer do not import each other'
      : `${to.name} is on a higher layer`;
  }
  if (from.kind === 'cross-feature' && to.kind === 'cross-feature' && to.rank >= from.rank) {
    return `${to.name} comes after ${from.name} in the cross-feature order`;
  }
  return undefined;
}

/** Every import that breaks the order, and every server folder the order does not place. */
export function graphBreaches(graph: ImportGraph, layers: Layers): string[] {
  const found = new Set<string>();
  for (const [file, targets] of graph) {
    if (isTestCode(file)) continue;
    const from = partOf(file, layers);
    if (from === 'unplaced') found.add(`${file}: its folder is not placed in feature-layers.ts`);
    if (!from || from === 'unplaced') continue;
    for (const target of targets) {
      const to = partOf(target, layers);
      if (!to || to === 'unplaced' || isTestCode(target)) continue;
      const why = breach(from, to);
      if (why) found.add(`${file} -> ${target}: ${why}`);
    }
  }
  return [...found].sort();
}
