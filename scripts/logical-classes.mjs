// Rewrites Tailwind's physical side classes in src/web to their logical twins, mechanically
// (docs/architecture.md#languages; lint/logical-sides.grit refuses the physical ones):
// node scripts/logical-classes.mjs [files...]   (every .ts/.tsx under src/web by default)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TWINS = [
  [/^(-?)ml-/, '$1ms-'],
  [/^(-?)mr-/, '$1me-'],
  [/^pl-/, 'ps-'],
  [/^pr-/, 'pe-'],
  [/^(-?)left-(?!1\/2$)/, '$1start-'],
  [/^(-?)right-/, '$1end-'],
  [/^text-left$/, 'text-start'],
  [/^text-right$/, 'text-end'],
  [/^rounded-tl(?=-|$)/, 'rounded-ss'],
  [/^rounded-tr(?=-|$)/, 'rounded-se'],
  [/^rounded-bl(?=-|$)/, 'rounded-es'],
  [/^rounded-br(?=-|$)/, 'rounded-ee'],
  [/^rounded-l(?=-|$)/, 'rounded-s'],
  [/^rounded-r(?=-|$)/, 'rounded-e'],
  [/^border-l(?=-|$)/, 'border-s'],
  [/^border-r(?=-|$)/, 'border-e'],
  [/^float-left$/, 'float-start'],
  [/^float-right$/, 'float-end'],
  [/^scroll-m([lr])-/, (_m, side) => `scroll-m${side === 'l' ? 's' : 'e'}-`],
  [/^scroll-p([lr])-/, (_m, side) => `scroll-p${side === 'l' ? 's' : 'e'}-`],
];

/** One class with its variants ("sm:hover:!ml-2") as its logical twin, or as it was. */
function twin(token) {
  const at = token.lastIndexOf(':') + 1;
  const variants = token.slice(0, at);
  let rest = token.slice(at);
  const important = rest.startsWith('!') ? '!' : '';
  rest = rest.slice(important.length);
  for (const [from, to] of TWINS) if (from.test(rest)) return variants + important + rest.replace(from, to);
  return token;
}

/** Each string of the file (quotes and template text) with its classes rewritten. */
export function logicalClasses(source) {
  return source.replace(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g, (_all, quote, text) => {
    const rewritten = text.replace(/[^\s"'`{}$]+/g, (token) => twin(token));
    return quote + rewritten + quote;
  });
}

function files(dir, into = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) files(file, into);
    else if (/\.tsx?$/.test(name)) into.push(file);
  }
  return into;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = process.argv.length > 2 ? process.argv.slice(2) : files('src/web');
  for (const file of targets) {
    const before = readFileSync(file, 'utf8');
    const after = logicalClasses(before);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`logical classes: ${file}`);
    }
  }
}
