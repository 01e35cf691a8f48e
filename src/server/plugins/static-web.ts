// The built web app: hashed assets cached for a year, everything else revalidated, and every
// other path that is not under /api a page of the app, rendered on the server (page-render.ts).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogOf, type PageLocale } from '#contract/i18n/locales.ts';
import { routeFor } from '#contract/pages.ts';
import { pageLocale, setLocaleCookie } from '#server/lib/request-locale.ts';
import type { CachedPage } from './catalog-cache.ts';
import { compressedPage, loadPageRenderer, sendCachedPage } from './page-render.ts';
import { pageDocument, readShell, SHELL_FILE, type Shell } from './page-shell.ts';

/** Answers a page of the app (its HTML, compressed when the browser accepts it). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/**
 * The HTML for each page: rendered on the server with its data when the server entry is built
 * (page-render.ts), which gives its status too (404 for a path that is no page or a record that
 * does not exist). Else, or when its render fails, the plain shell for the browser to draw, with
 * the page's code named beside the entry so it loads together with the app; its status is 404 for
 * a path the route list does not know, else 200 (the browser finds out whether the record exists).
 */
async function pagesHtml(app: FastifyInstance, webRoot: string, shell: Shell): Promise<SendPage> {
  const render = await loadPageRenderer(app, webRoot, shell);
  // The plain page of each route in each language, made when first wanted.
  const plainPages = new Map<string, CachedPage>();
  const plainPage = (routePath: string | undefined, locale: PageLocale) => {
    const known = routePath !== undefined && routePath in shell.build.routes;
    const key = `${locale} ${known ? routePath : ''}`;
    let page = plainPages.get(key);
    if (!page) {
      page = compressedPage(
        known ? 200 : 404,
        pageDocument(shell, known ? routePath : undefined, null, locale),
      );
      plainPages.set(key, page);
    }
    return page;
  };
  return async (request, reply) => {
    const routePath = routeFor(request.url.split('?')[0] ?? '/')?.path;
    const { locale, chosen } = pageLocale(request);
    // The page is in the reader's language, which its URL does not always say (the cookie,
    // Accept-Language): caches keep one copy per language. ?lang= remembers the choice.
    reply
      .header('content-language', catalogOf(locale))
      .header('vary', 'accept-encoding, cookie, accept-language');
    if (chosen) setLocaleCookie(app, reply, locale);
    const plain = plainPage(routePath, locale);
    if (!render) return sendCachedPage(request, reply, plain);
    try {
      return sendCachedPage(request, reply, await render(request));
    } catch (error) {
      // The browser can still draw the page: better than an error page.
      request.log.error({ err: error, url: request.url }, 'a page could not be rendered on the server');
      return sendCachedPage(request, reply, plain);
    }
  };
}

/** Serves the built app; answers how to send its pages, or undefined when the app is not built. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string,
): Promise<SendPage | undefined> {
  const shell = readShell(webRoot);
  if (!shell) {
    app.log.warn(
      { webRoot, file: SHELL_FILE },
      'the web app is not built; serving the API only (run npm run build)',
    );
    return undefined;
  }
  const sendPage = await pagesHtml(app, webRoot, shell);

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // The app's pages are routes of their own, so a page is not first looked for as a file (a
  // filesystem call per request halved the throughput of a cached page); "/" is not the directory.
  const pagePaths = new Set(['/', ...Object.keys(shell.build.routes)]);
  for (const pagePath of pagePaths) app.get(pagePath, { schema: { hide: true } }, sendPage);
  return sendPage;
}
