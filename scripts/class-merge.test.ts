import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/web/lib/utils.ts';

// The web app's class merging (`cn`) against tailwind-merge, the library it replaced: here, not
// beside utils.ts, as it reads the app's files (Node) and tailwind-merge is no part of the page.
const webRoot = fileURLToPath(new URL('../src/web/', import.meta.url));

/**
 * Every word of every string in the web app's code that tailwind-merge knows as a utility class,
 * one for each form that differs in more than its numbers (`p-4` for `p-2`, `p-4` and `p-10`),
 * which keeps the pairs to compare in the hundred thousands.
 */
function classesInTheApp(): string[] {
  const found = new Map<string, string>();
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const code = readFileSync(path.join(webRoot, file), 'utf8');
    for (const [, , text] of code.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of (text ?? '').split(/\s+/)) {
        const form = word.replace(/\d+(\.\d+)?/g, '0');
        if (word && !found.has(form) && twMerge(word, word) === word) found.set(form, word);
      }
    }
  }
  return [...found.values()];
}

/** The variants a class is written under, in an order that does not matter to what it selects. */
const scopeOf = (name: string) => {
  const parts = name.split(/:(?![^[]*\])/);
  const base = parts.pop() ?? '';
  return `${parts.sort().join(':')}${/^!|!$/.test(base) ? '!' : ''}`;
};

describe('cn', () => {
  it('lets a later utility replace an earlier one of the same kind, and no other', () => {
    expect(cn('p-6 pb-3', 'p-4')).toBe('p-4');
    expect(cn('p-6', 'pt-0')).toBe('p-6 pt-0');
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('border-2 border-input', 'border-dashed border-primary')).toBe(
      'border-2 border-dashed border-primary',
    );
    expect(cn('hover:bg-muted', 'bg-card', 'hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(cn('flex', false && 'hidden', undefined, ['gap-2', { 'gap-4': true }])).toBe('flex gap-4');
  });

  // A pair is where a class misread shows: a list merges by the same rule, one class at a time.
  it('merges every pair of the classes the app writes as tailwind-merge does', () => {
    const byScope = new Map<string, string[]>();
    for (const name of classesInTheApp()) {
      const scope = scopeOf(name);
      byScope.set(scope, [...(byScope.get(scope) ?? []), name]);
    }
    const differences: string[] = [];
    for (const names of byScope.values()) {
      for (const first of names) {
        for (const second of names) {
          if (first === second) continue;
          const expected = twMerge(first, second);
          const merged = cn(first, second);
          if (merged !== expected) differences.push(`${first} ${second}: ${merged}, not ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
