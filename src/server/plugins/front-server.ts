// The HTTP server Fastify runs on, with a door in front of it: a request that `answerFirst` can
// answer alone (a guest's cached catalog read) is answered there, before Fastify's own
// per-request work (routing, its request and reply objects, a child logger, the hook chain),
// which was most of what such a read cost beyond a bare node:http server
// (docs/benchmarks.md#catalog-reads). Everything else goes to Fastify as before.
import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

export type FrontAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

export interface FrontServer {
  /** Fastify's `serverFactory` option. */
  serverFactory: FastifyServerFactory;
  /**
   * From now on every request goes to Fastify: called when the app starts closing, so that a
   * request on a kept-alive connection gets Fastify's 503 during the drain, as any other does.
   */
  close(): void;
}

const numberIn = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export function frontServer(answerFirst: FrontAnswer): FrontServer {
  let open = true;
  return {
    close() {
      open = false;
    },
    serverFactory(fastifyHandler, options) {
      const server = http.createServer((request, response) => {
        if (!open || !answerFirst(request, response)) fastifyHandler(request, response);
      });
      // What Fastify sets on the HTTP/1 server it makes itself (its defaults are in `options`
      // by now: keep-alive 72 s, no request timeout), so connections behave as without the door.
      const keepAliveTimeout = numberIn(options.keepAliveTimeout);
      if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
      const requestTimeout = numberIn(options.requestTimeout);
      if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
      server.setTimeout(numberIn(options.connectionTimeout) ?? 0);
      const maxRequestsPerSocket = numberIn(options.maxRequestsPerSocket) ?? 0;
      if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },
  };
}

/** Whether a Cookie header may hold the named cookie (a false yes only sends a request to Fastify). */
export function mayHoldCookie(header: string | undefined, name: string): boolean {
  return header?.includes(`${name}=`) === true;
}
