// /robots.txt and /sitemap.xml: search engines find the public pages, every tutor and article,
// and stay out of the dashboard, the admin pages and the API. The sitemap is kept in the catalog
// cache like a rendered page, and dropped when a tutor or an article changes.
import { ArticleListQuerySchema } from '@contract/articles';
import { TutorListQuerySchema } from '@contract/tutors';
import type { FastifyInstance } from 'fastify';
import * as articles from '../features/articles/articles.service';
import * as tutors from '../features/tutors/tutors.service';
import { compressedPage, sendCachedPage } from './page-render';

/** The public pages without a part in their address. */
const PUBLIC_PAGES = [
  '/',
  '/tutors',
  '/articles',
  '/games',
  '/merchandise',
  '/contact',
  '/learn-more',
  '/privacy',
  '/terms',
  '/how-points-work',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /user-panel',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /auth',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

async function sitemapXml(app: FastifyInstance): Promise<string> {
  const ctx = app.ctx;
  const [tutorList, articleList] = await Promise.all([
    tutors.listTutors(ctx, TutorListQuerySchema.parse({})),
    articles.listArticles(ctx, ArticleListQuerySchema.parse({})),
  ]);
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(new URL(path, ctx.config.publicUrl).href)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...tutorList.items.map((tutor) => url(`/tutors/${tutor.id}`)),
    ...articleList.items.map((article) => url(`/articles/${article.id}`, article.publishedAt)),
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
    const page = await app.ctx.catalogCache.page('/sitemap.xml', async () => ({
      page: compressedPage(200, await sitemapXml(app)),
      scopes: ['tutors', 'articles'],
    }));
    return sendCachedPage(request, reply, page, 'application/xml; charset=utf-8');
  });
}
