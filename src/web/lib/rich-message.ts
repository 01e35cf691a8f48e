// A message with pieces of the page inside it, kept apart from i18n.tsx: only the pages that
// place a link inside a sentence load it, not every page's first load.
import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { MessageValues } from '#contract/i18n/format.ts';
import type { Translate } from './i18n.tsx';

// A part's place in a drawn message: characters no message holds.
const PART = '\u0001';

/**
 * A message with pieces of the page inside it (a link, bold words): each of `parts` fills the
 * argument of its name, where the language puts it, so no sentence is cut in pieces around a link.
 */
export function richMessage(
  t: Translate,
  key: MessageKey,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marked: MessageValues = { ...values };
  for (const name in parts) marked[name] = `${PART}${name}${PART}`;
  // Spread as children, the pieces are one fixed sequence: they need no keys.
  const pieces = t(key, marked)
    .split(PART)
    .map((piece, i) => (i % 2 === 1 ? parts[piece] : piece));
  return createElement(Fragment, null, ...pieces);
}
