// /robots.txt and /sitemap.xml, both from the route table (src/contract/pages.ts): search
// engines are told of every public page, one per tutor, article and game, and kept out of the
// private pages, the hidden ones and the API. The sitemap is kept in the catalog cache like a
// rendered page, and dropped when a tutor, an article or a game changes.

import type { FastifyInstance } from 'fastify';
import { isCrawled, ROUTES } from '#contract/pages.ts';
import { type PageRecordLists, pageRecordLists } from '#server/page-records.ts';
import { compressedPage, sendCachedPage } from './page-render.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What robots.txt keeps crawlers out of: the API, and each hidden page up to its first part. */
export function disallowedPaths(): string[] {
  const paths = ROUTES.filter((route) => !isCrawled(route)).map((route) => route.path.replace(/\/:.*$/, ''));
  return ['/api', ...new Set(paths)];
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

/** Every crawled page: the ones without a part as they are, the others once per record. */
export async function sitemapPages(
  lists: PageRecordLists,
): Promise<{ path: string; lastModified?: string }[]> {
  const pages = await Promise.all(
    ROUTES.filter(isCrawled).map(async (route) => {
      if (!route.path.includes(':')) return [{ path: route.path }];
      const list = lists[route.path];
      if (!list) throw new Error(`No record list for the crawled page ${route.path} (page-records.ts)`);
      return (await list()).map((record) => ({
        path: route.path.replace(/:[^/]+/, encodeURIComponent(record.param)),
        lastModified: record.lastModified,
      }));
    }),
  );
  return pages.flat();
}

async function sitemapXml(app: FastifyInstance): Promise<string> {
  const base = app.ctx.config.publicUrl;
  const url = ({ path, lastModified }: { path: string; lastModified?: string }) =>
    `<url><loc>${escapeXml(new URL(path, base).href)}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...(await sitemapPages(pageRecordLists(app.ctx))).map(url),
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSiteFiles(app: FastifyInstance) {
  const robots = compressedPage(200, robotsTxt(app.ctx.config.publicUrl));
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendCachedPage(request, reply, robots, 'text/plain; charset=utf-8'),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const key = '/sitemap.xml';
    const page =
      app.ctx.catalogCache.keptPage(key) ??
      (await app.ctx.catalogCache.page(key, async () => ({
        key,
        page: compressedPage(200, await sitemapXml(app)),
        scopes: ['tutors', 'articles', 'games'],
      })));
    return sendCachedPage(request, reply, page, 'application/xml; charset=utf-8');
  });
}
