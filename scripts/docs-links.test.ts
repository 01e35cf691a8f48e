// The repository explains itself (docs/architecture.md#the-repository-explains-itself): a comment
// or document cites the repository's own docs, never a design brief, a product spec or an issue
// tracker a newcomer does not have; and every relative link in a Markdown file, and every
// docs/….md path a comment names, reaches a file (and a heading, when it names one); and every
// repository path a Markdown file names in a code span (`src/…`, `scripts/…`, `e2e/…`, `lint/…`,
// `docs/…`) exists, so the docs cannot drift from a moved file. Reads the tracked files only, as
// text: no build, no database.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));
const TEXT = /\.(ts|tsx|mts|mjs|js|md|json|css|html|ya?ml)$|^\.ci\/run$|^\.env\.example$/;
const textFiles = tracked.filter(
  (file) => TEXT.test(file) && file !== 'package-lock.json' && !file.includes('/migrations/'),
);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// Written in pieces, so this file does not cite what it forbids.
const outsideName = ['DES', 'IGN'].join('');
const FORBIDDEN: { what: string; re: RegExp }[] = [
  { what: 'the outside design brief', re: new RegExp(`\\b${outsideName}\\b`) },
  { what: 'the outside product spec', re: new RegExp(['product', 'spec'].join('-')) },
  { what: 'a section of the outside spec', re: /\bspec(?:'s)?\s+sections?\s+\d/i },
  { what: 'an issue number', re: /\bissues?\s+#?\d+\b/i },
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor a Markdown file's headings make (a repeated heading gets -1, -2...). */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(file).split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    anchors.add(count ? `${base}-${count}` : base);
    seen.set(base, count + 1);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why a link from `from` to `target` (a path relative to it, with an optional #anchor) is broken. */
function brokenLink(from: string, target: string): string | null {
  const [where = '', anchor] = target.split('#');
  const file = where ? path.normalize(path.join(path.dirname(from), decodeURI(where))) : from;
  if (file.startsWith('..') || !existsSync(path.join(root, file))) return `${target}: no such file`;
  if (anchor && file.endsWith('.md') && !statSync(path.join(root, file)).isDirectory()) {
    if (!anchorsOf(file).has(anchor)) return `${target}: no heading #${anchor} in ${file}`;
  }
  return null;
}

/** The Markdown links of a document outside code blocks and code spans. */
function linksOf(text: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (m[1]) links.push(m[1]);
    }
  }
  return links.filter((link) => !/^[a-z][a-z+.-]*:/i.test(link));
}

/**
 * The repository paths a Markdown text names in code spans that do not exist. A pattern (`<f>`,
 * `*`, `…`) names no one file and is skipped; a path that has moved or gone may stay in a record's
 * history when the same line says so right after it: `old/path.ts` (now `new/path.ts`) or
 * `old/path.ts` (gone).
 */
function missingPaths(text: string): string[] {
  const missing: string[] = [];
  for (const m of text.matchAll(/`((?:src|scripts|e2e|lint|docs)\/[^`\s]*)`( \((?:now|gone))?/g)) {
    const named = m[1] ?? '';
    if (m[2] || /[<>*…{}|]/.test(named)) continue;
    const file = named.replace(/[#:].*$/, '').replace(/\/$/, '');
    if (!existsSync(path.join(root, file))) missing.push(named);
  }
  return missing;
}

describe('the repository explains itself', () => {
  it('no tracked file cites a design brief, a section of the first product description or an issue number', () => {
    const found: string[] = [];
    for (const file of textFiles) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          for (const { what, re } of FORBIDDEN) {
            if (re.test(line)) found.push(`${file}:${i + 1} cites ${what}: ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('every relative link in a Markdown file (the README, docs/ and the rest) reaches a file and heading', () => {
    const docs = tracked.filter((file) => file.endsWith('.md'));
    expect(docs).toContain('docs/architecture.md');
    const broken = docs.flatMap((file) =>
      linksOf(read(file)).flatMap((link) => {
        const why = brokenLink(file, link);
        return why ? [`${file}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every docs/….md a comment or document names exists, with the heading it names', () => {
    const broken: string[] = [];
    // This file names missing pages on purpose, to test the checker.
    for (const file of textFiles.filter((f) => f !== 'scripts/docs-links.test.ts')) {
      for (const m of read(file).matchAll(/(?<![\w/.-])docs\/([\w/-]+\.md)(?:#([a-z0-9-]+))?/g)) {
        const why = brokenLink('README.md', `docs/${m[1]}${m[2] ? `#${m[2]}` : ''}`);
        if (why) broken.push(`${file}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every repository path a Markdown file names in a code span exists', () => {
    const docs = tracked.filter((file) => file.endsWith('.md'));
    const missing = docs.flatMap((file) => missingPaths(read(file)).map((named) => `${file}: ${named}`));
    expect(missing).toEqual([]);
  });

  it('tells a broken link and a missing heading from good ones', () => {
    expect(brokenLink('README.md', 'docs/rules.md#holding-up')).toBeNull();
    expect(brokenLink('docs/decisions/README.md', '../rules.md#api-rules')).toBeNull();
    expect(brokenLink('README.md', 'docs/rules.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toMatch(/no such file/);
    expect(missingPaths('`src/server/app.ts`, `src/server/features/<feature>/`, `lint/*.grit`')).toEqual([]);
    expect(missingPaths('`src/server/db/schema.ts` (now `src/server/db/schema/`)')).toEqual([]);
    expect(missingPaths('see `src/server/no-such-file.ts`:12 and `e2e/gone.spec.ts`')).toEqual([
      'src/server/no-such-file.ts',
      'e2e/gone.spec.ts',
    ]);
    expect(slug('Families, consent and privacy')).toBe('families-consent-and-privacy');
    expect(FORBIDDEN.some(({ re }) => re.test(`see ${outsideName} section 5`))).toBe(true);
    expect(FORBIDDEN.some(({ re }) => re.test(['fixed in issue', '21'].join(' ')))).toBe(true);
  });
});
