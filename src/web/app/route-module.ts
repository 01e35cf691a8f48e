// What a route module (app/routes/<page>.tsx) may export besides its page: the data the page
// needs (`loader`, which the server prefetches before it renders the page, so the HTML holds the
// data) and the page's title and description (`meta`, built from that data, for the HTML head).

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parseId } from '#contract/ids.ts';
import type { Translate } from '#web/lib/i18n.tsx';

export interface RouteArgs {
  /** The values of the route's parts (":id"). */
  params: Record<string, string>;
  /**
   * The address's query. On the server it notes what is read (lib/page-search.ts): the rendered
   * page is kept for the parameters its loader, meta and components read, so read it by name.
   */
  search: URLSearchParams;
  /** The page's language, for its title and description (docs/architecture.md#languages). */
  t: Translate;
}

/**
 * Prefetches the page's queries with the same query options its components read (the first
 * page of a list with the filters in the address, the tutor and the first reviews). Answers
 * 'not-found' when the address names nothing, so the server answers 404.
 */
export type RouteLoader = (queryClient: QueryClient, args: RouteArgs) => Promise<unknown>;

/** What a loader answers when its address names nothing. */
export const NOT_FOUND = 'not-found';

export interface PageMeta {
  title: string;
  description: string;
  /** A picture for link previews: a path on the site or an https URL. */
  image?: string;
}

/** The page's head, read from the data the loader fetched. */
export type RouteMeta = (queryClient: QueryClient, args: RouteArgs) => PageMeta;

export interface RouteModule {
  default: ComponentType;
  loader?: RouteLoader;
  meta?: RouteMeta;
}

export const SITE_NAME = 'Sprout';

export const DEFAULT_META: PageMeta = {
  title: 'Sprout · Learn, Grow, and Thrive Together',
  description:
    'Sprout: friendly tutors, articles for parents, and learning games that earn rewards. Learn, grow, and thrive together.',
};

/** The site's title and description in the page's language. */
export function defaultMeta(t: Translate): PageMeta {
  return { title: t('meta.defaultTitle'), description: t('meta.defaultDescription') };
}

/** "Page · Sprout" */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/**
 * The id an address names (a route's ":id", a query's "?tutor="), or null, read the one way the
 * contract spells an id: "12abc", "0", "012" and numbers past the database's integers name nothing.
 * Every route with an id reads it here.
 */
export function parseRouteId(raw: string | null | undefined): number | null {
  return parseId(raw) ?? null;
}

/**
 * An article's id, which the spec reads "as an integer" (parseInt): "12abc" is article 12. The
 * integer it reads is then held to the same rule as every other id.
 */
export function parseIntegerRouteId(raw: string | undefined): number | null {
  return parseRouteId(String(Number.parseInt(raw ?? '', 10)));
}
