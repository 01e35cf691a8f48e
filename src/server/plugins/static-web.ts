// The built web app: hashed assets cached for a year, everything else revalidated, and the SPA's
// index.html for any other path that is not under /api (the client router shows its 404 screen).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built app; answers its index.html, or undefined when the app is not built. */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<Buffer | undefined> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'the web app is not built; serving the API only (run npm run build)');
    return undefined;
  }
  const indexHtml = readFileSync(indexFile);

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
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
  return indexHtml;
}
