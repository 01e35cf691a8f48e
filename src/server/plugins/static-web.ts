// The built web app: hashed assets cached for a year, everything else revalidated, and the SPA's
// index.html for any other path that is not under /api (the client router shows its 404 screen).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** index.html for a page's path. */
export type IndexHtmlFor = (urlPath: string) => Buffer;

function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * index.html with modulepreload links for the code of the page at each path (from the build's
 * route-preloads.json), so a first visit fetches the page together with the app.
 */
function indexWithPreloads(indexHtml: Buffer, webRoot: string): IndexHtmlFor {
  const file = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const html = indexHtml.toString('utf8');
  const routes = Object.entries(preloads).map(([routePath, files]) => {
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
    return { pattern: pathPattern(routePath), body: Buffer.from(html.replace('</head>', `${links}</head>`)) };
  });
  return (urlPath) => routes.find((r) => r.pattern.test(urlPath))?.body ?? indexHtml;
}

/** Serves the built app; answers index.html by path, or undefined when the app is not built. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string,
): Promise<IndexHtmlFor | undefined> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'the web app is not built; serving the API only (run npm run build)');
    return undefined;
  }
  const indexFor = indexWithPreloads(readFileSync(indexFile), webRoot);

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
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexFor('/')),
  );
  return indexFor;
}
