import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, a later utility replacing an earlier one that sets the same thing under the
 * same variants (`cn('p-6', 'p-4')` is `p-4`, `cn('p-6', 'pt-0')` keeps both), as tailwind-merge
 * does. tailwind-merge knows every Tailwind utility: about 8 KB gzipped in every page's entry, and
 * a table it builds on its first call (40 ms on a phone). This knows the families the app
 * writes; scripts/class-merge.test.ts checks it against tailwind-merge on every class in src/web,
 * so a class it misreads fails there.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = mergedBefore.get(joined);
  if (merged === undefined) {
    // A page draws the same few hundred lists again and again (every button, every card).
    if (mergedBefore.size >= 1000) mergedBefore.clear();
    merged = merge(joined);
    mergedBefore.set(joined, merged);
  }
  return merged;
}

const mergedBefore = new Map<string, string>();

function merge(joined: string): string {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const name = classes[i] as string;
    const parsed = parseClass(name);
    if (parsed) {
      const [scope, group] = parsed;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const part of CONFLICTS[group] ?? []) taken.add(scope + part);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** A class's variants (sorted, as order does not change what they select) and its group. */
function parseClass(name: string): [scope: string, group: string] | undefined {
  const parts = name.split(/:(?![^[]*\])/);
  let base = parts.pop() as string;
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '').replace(/^-/, '');
  const group = groupOf(base);
  return group ? [`${parts.sort().join(':')}${important ? '!' : ''}:`, group] : undefined;
}

/** Utilities whose name is their whole meaning. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display: 'block inline inline-block inline-flex inline-grid flex grid hidden table contents flow-root',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  'font-style': 'italic not-italic',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'fvn-spacing': 'tabular-nums proportional-nums',
  filter: 'filter filter-none',
  grayscale: 'grayscale',
  'outline-w': 'outline',
  'outline-style': 'outline-none outline-hidden outline-dashed outline-dotted outline-double',
  'border-w': 'border',
  rounded: 'rounded',
  shadow: 'shadow',
  transition: 'transition',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-nowrap flex-wrap-reverse',
  'text-alignment': 'text-start text-end text-center text-justify',
  'border-style': 'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'bg-size': 'bg-auto bg-cover bg-contain',
  grow: 'grow',
  shrink: 'shrink',
  'backdrop-blur': 'backdrop-blur',
  'table-layout': 'table-auto table-fixed',
  'ring-w': 'ring',
})) {
  for (const keyword of names.split(' ')) KEYWORDS[keyword] = group;
}

/** Utilities named by a prefix and a value: the prefix is the group, unless a rule below splits it. */
const PREFIXED =
  /^(p[xytbse]?|m[xytbse]?|gap(-[xy])?|size|[wh]|min-[wh]|max-[wh]|inset(-[xy])?|start|end|top|right|bottom|left|z|order|opacity|leading|tracking|line-clamp|col-span|col-start|row-span|row-start|grid-cols|grid-rows|overflow(-[xy])?|translate(-[xy])?|scale|duration|ease|delay|aspect|accent|cursor|pointer-events|object|items|self|justify-items|justify-self|place-items|scroll-mt|underline-offset|decoration|fill|stroke|whitespace|will-change|float|clear|list|align|appearance|resize|break|flex|basis|shrink|grow|backdrop-blur)-(.+)$/;

const SIZE = /^(xs|sm|base|lg|\d?xl|\[[\d.]+(r?em|px)\])$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LENGTH = /^(\d+|px|\[[\d.]+(r?em|px)\])$/;
/** tailwind-merge reads `shadow-[var(--x)]` as a colour; its other arbitrary values as a shadow. */
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|none|\[(?!var\().+\])$/;

/** The group a utility belongs to, or undefined for a class this does not know (always kept). */
function groupOf(base: string): string | undefined {
  const keyword = KEYWORDS[base];
  if (keyword) return keyword;
  const [, prefix, value] = /^([a-z]+)-(.+)$/.exec(base) ?? [];
  if (!prefix || !value) return undefined;
  switch (prefix) {
    case 'text':
      return SIZE.test(value) ? 'font-size' : 'text-color';
    case 'font':
      return WEIGHT.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return 'bg-color';
    case 'shadow':
      return SHADOW_SIZE.test(value) ? 'shadow' : 'shadow-color';
    case 'ring':
    case 'outline':
      if (value.startsWith('offset-')) {
        return LENGTH.test(value.slice(7)) ? `${prefix}-offset` : `${prefix}-offset-color`;
      }
      return LENGTH.test(value) ? `${prefix}-w` : `${prefix}-color`;
    case 'animate':
      return /^(spin|ping|pulse|bounce|none|\[.+\])$/.test(value) ? 'animate' : undefined;
    case 'transition':
      return 'transition';
    case 'content':
      return value.startsWith('[') ? 'content' : 'align-content';
    case 'justify':
      return /^(items|self)-/.test(value) ? `justify-${value.split('-')[0]}` : 'justify-content';
    case 'rounded': {
      const corner = /^(s|e|t|b|ss|se|ee|es)(-|$)/.exec(value);
      return corner ? `rounded-${corner[1]}` : 'rounded';
    }
    case 'border': {
      const side = /^([xyestb])(-|$)/.exec(value);
      const rest = side ? value.slice(2) : value;
      const suffix = side ? `-${side[1]}` : '';
      return !rest || LENGTH.test(rest) ? `border-w${suffix}` : `border-color${suffix}`;
    }
  }
  const prefixed = PREFIXED.exec(base);
  if (!prefixed) return undefined;
  const group = prefixed[1] as string;
  if (group === 'flex') return 'flex';
  return group;
}

const sides = (group: string, parts: string) => parts.split(' ').map((part) => `${group}${part}`);

/**
 * Groups that set what others set too: the later of the two wins over the whole of the earlier.
 * The physical sides of padding, margin, borders and corners are left out: lint/logical-sides.grit
 * keeps them out of the app (`left-1/2`, centring, is allowed).
 */
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: sides('p', 'x y s e t b'),
  px: sides('p', 's e'),
  py: sides('p', 't b'),
  m: sides('m', 'x y s e t b'),
  mx: sides('m', 's e'),
  my: sides('m', 't b'),
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sides('rounded-', 's e t b ss se ee es'),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'border-w': sides('border-w-', 'x y s e t b'),
  'border-w-x': sides('border-w-', 's e'),
  'border-w-y': sides('border-w-', 't b'),
  'border-color': sides('border-color-', 'x y s e t b'),
  'border-color-x': sides('border-color-', 's e'),
  'border-color-y': sides('border-color-', 't b'),
  translate: ['translate-x', 'translate-y'],
};
