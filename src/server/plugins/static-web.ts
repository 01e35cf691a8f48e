// The built web app: hashed assets cached for a year, everything else revalidated, and every
// other path that is not under /api a page of the app, rendered on the server (page-render.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeFor } from '#contract/pages.ts';
import { codeAfterPaint, withoutCodeTags } from './code-after-paint';
import { compressedPage, loadPageRenderer, pageTemplate, sendCachedPage } from './page-render';

/** Answers a page of the app (its HTML, compressed when the browser accepts it). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

function readJson(file: string): Record<string, string | string[]> {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | string[]>)
    : {};
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g;

/**
 * The stylesheet inline: the first paint waits on the HTML alone. The font's preload goes first
 * in the head, before the code: a font that arrives after the first paint moves the text (and the
 * hero picture below it) when it swaps in.
 */
function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  const fonts = html.match(FONT_PRELOAD) ?? [];
  return html
    .replace(FONT_PRELOAD, '')
    .replace(/<meta charset="UTF-8" \/>/i, (charset) => `${charset}${fonts.join('')}`)
    .replace(STYLESHEET, (_, href: string) => `<style>${readAsset(href)}</style>`);
}

/** The plain index.html (no server renderer) names the code as Vite does, at low priority. */
const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * The HTML for each page: rendered on the server with its data when the server entry is built
 * (page-render.ts), which gives its status too (404 for a path that is no page or a record that
 * does not exist); else index.html for the browser to draw, 404 screen included. Either way it
 * names the page's code (route-preloads.json) beside the entry, so it loads together with the app.
 */
async function pagesHtml(app: FastifyInstance, indexHtml: string, webRoot: string): Promise<SendPage> {
  const preloads = readJson(path.join(webRoot, 'route-preloads.json'));
  const render = await loadPageRenderer(app, webRoot);
  const readAsset = (href: string) => readFileSync(path.join(webRoot, href), 'utf8');
  const links = (files: string[]) =>
    files.map((f) => `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin href="${f}">`).join('');
  // A rendered page asks for its code after its first paint (code-after-paint.ts).
  const { html: rendered, code: appCode } = withoutCodeTags(inlineStylesheets(indexHtml, readAsset));
  /** By route path ("/tutors/:id"). */
  const routes = new Map(
    Object.entries(preloads).map(([routePath, files]) => {
      const list = Array.isArray(files) ? files : [];
      return [
        routePath,
        {
          plain: compressedPage(
            200,
            indexHtml.replace('</head>', () => `${links(list)}</head>`),
          ),
          template: pageTemplate(rendered, codeAfterPaint([...appCode, ...list])),
        },
      ];
    }),
  );
  const index = compressedPage(200, indexHtml);
  const otherTemplate = pageTemplate(rendered, codeAfterPaint(appCode));
  return async (request, reply) => {
    const routePath = routeFor(request.url.split('?')[0] ?? '/')?.path;
    const route = routePath === undefined ? undefined : routes.get(routePath);
    const plain = route?.plain ?? index;
    if (!render) return sendCachedPage(request, reply, plain);
    try {
      return sendCachedPage(request, reply, await render(request, route?.template ?? otherTemplate));
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
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'the web app is not built; serving the API only (run npm run build)');
    return undefined;
  }
  const sendPage = await pagesHtml(app, readFileSync(indexFile, 'utf8'), webRoot);

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
  const pagePaths = new Set(['/', ...Object.keys(readJson(path.join(webRoot, 'route-preloads.json')))]);
  for (const pagePath of pagePaths) app.get(pagePath, { schema: { hide: true } }, sendPage);
  return sendPage;
}
