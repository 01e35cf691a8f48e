// The built web app: hashed assets cached for a year, everything else revalidated, and the SPA's
// index.html for any other path that is not under /api. A path that is no page, and a page of a
// record that does not exist (an unknown tutor), come with status 404, so search engines do not
// index the app's not-found screen; the client router draws that screen itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deferAppCode } from './app-boot';

/** Answers a page of the app (its HTML, compressed when the browser accepts it). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Whether the record a page shows exists, by the page's route path ("/tutors/:id") and the
 * path's parameter; a page whose record is missing is answered with 404.
 */
export type PageRecordExists = Record<string, (param: string) => Promise<boolean>>;

/** An HTML page with its brotli and gzip copies, made once at start. */
interface PageBytes {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function pageBytes(html: string | Buffer): PageBytes {
  const raw = Buffer.isBuffer(html) ? html : Buffer.from(html);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
}

function sendPageBytes(request: FastifyRequest, reply: FastifyReply, page: PageBytes): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function readJson(file: string): Record<string, string | string[]> {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | string[]>)
    : {};
}

/**
 * The HTML for each page: its prerendered version when the build made one (scripts/build.mjs:
 * the shell, the page's fixed content and placeholders, for a path without a query, whose page
 * would otherwise differ from what the app draws), else index.html. index.html gets modulepreload
 * links for the page's code (route-preloads.json), so it loads together with the app; a
 * prerendered page loads all of it after its first paint (app-boot.ts).
 */
function pagesHtml(indexHtml: Buffer, webRoot: string, recordExists: PageRecordExists): SendPage {
  const preloads = readJson(path.join(webRoot, 'route-preloads.json'));
  const prerendered = readJson(path.join(webRoot, 'prerendered.json'));
  const readAsset = (href: string) => readFileSync(path.join(webRoot, href), 'utf8');
  const withLinks = (html: string, files: string[]) =>
    pageBytes(
      html.replace(
        '</head>',
        `${files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('')}</head>`,
      ),
    );
  const routes = Object.entries(preloads).map(([routePath, files]) => {
    const list = Array.isArray(files) ? files : [];
    const page = prerendered[routePath];
    const prerenderedFile = typeof page === 'string' ? path.join(webRoot, page) : undefined;
    return {
      routePath,
      pattern: pathPattern(routePath),
      plain: withLinks(indexHtml.toString('utf8'), list),
      prerendered:
        prerenderedFile && existsSync(prerenderedFile)
          ? pageBytes(deferAppCode(readFileSync(prerenderedFile, 'utf8'), list, readAsset))
          : undefined,
    };
  });
  // A fixed path wins over a pattern ("/games/math-challenge" over "/games/:id"), as in the router.
  routes.sort((a, b) => Number(a.routePath.includes(':')) - Number(b.routePath.includes(':')));
  const index = pageBytes(indexHtml);
  return async (request, reply) => {
    const [urlPath = '/', query] = request.url.split('?');
    const route = routes.find((r) => r.pattern.test(urlPath));
    // Without the build's list of routes (an old build), every path may be a page.
    if (!route) return sendPageBytes(request, routes.length > 0 ? reply.code(404) : reply, index);
    const exists = recordExists[route.routePath];
    const param = urlPath.replace(/\/$/, '').split('/').at(-1) ?? '';
    if (exists && !(await exists(param))) return sendPageBytes(request, reply.code(404), route.plain);
    return sendPageBytes(request, reply, (query === undefined && route.prerendered) || route.plain);
  };
}

/** Serves the built app; answers how to send its pages, or undefined when the app is not built. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string,
  recordExists: PageRecordExists = {},
): Promise<SendPage | undefined> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'the web app is not built; serving the API only (run npm run build)');
    return undefined;
  }
  const sendPage = pagesHtml(readFileSync(indexFile), webRoot, recordExists);

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

  // The directory itself is not served as a file: "/" is the app like any other page.
  app.get('/', { schema: { hide: true } }, sendPage);
  return sendPage;
}
