// The server's modules import one another without a cycle: a cycle makes the load order decide
// which import is still undefined, and it ties features that should only call one another one
// way (accounts -> consent's records, never back). Type-only imports are left out: they vanish.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromProjectRoot } from './lib/project-root';

const ROOT = fromProjectRoot('src/server');
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'(\.[^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].flatMap((match) => {
    const target = path.resolve(path.dirname(file), match[1] ?? '');
    const found = [`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

function cycles(): string[] {
  const graph = new Map(sourceFiles(ROOT).map((file) => [file, importsOf(file)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        found.push(
          stack
            .slice(stack.indexOf(next))
            .concat(next)
            .map((f) => path.relative(ROOT, f))
            .join(' -> '),
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the server modules', () => {
  it('import one another without a cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
