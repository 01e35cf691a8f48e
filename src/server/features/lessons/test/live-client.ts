// A real WebSocket client (the `ws` package) on the lesson room's live socket of a listening
// app, which keeps every message it gets so a test can wait for the next one of a type.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type ServerLiveMessage, ServerLiveMessageSchema } from '#contract/lessons.ts';

export interface LiveClient {
  socket: WebSocket;
  /** The next message of `type` not taken yet (waiting for it). */
  next<T extends ServerLiveMessage['type']>(type: T): Promise<Extract<ServerLiveMessage, { type: T }>>;
  /** Every message received so far. */
  received: ServerLiveMessage[];
  send(message: unknown): void;
  /** The close code, once closed. */
  closed: Promise<number>;
  close(): void;
}

export async function listenOnPort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return `127.0.0.1:${address.port}`;
}

/** The upgrade's answer when it was refused before becoming a socket (401, 403). */
export function refusedStatus(host: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}${path}`, { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the socket was admitted')));
    socket.on('error', () => {});
  });
}

export function connectLive(
  host: string,
  sessionId: number,
  options: { cookie?: string; origin?: string },
): LiveClient {
  const headers: Record<string, string> = { origin: options.origin ?? `http://${host}` };
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(`ws://${host}/api/lessons/${sessionId}/live`, { headers });
  const received: ServerLiveMessage[] = [];
  const taken = new Set<number>();
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(ServerLiveMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  const isOf = <T extends ServerLiveMessage['type']>(
    m: ServerLiveMessage,
    type: T,
  ): m is Extract<ServerLiveMessage, { type: T }> => m.type === type;
  const find = <T extends ServerLiveMessage['type']>(type: T) => {
    for (const [i, m] of received.entries()) {
      if (!taken.has(i) && isOf(m, type)) {
        taken.add(i);
        return m;
      }
    }
    return undefined;
  };
  return {
    socket,
    received,
    next(type) {
      return new Promise((resolve, reject) => {
        const attempt = () => {
          const found = find(type);
          if (found) return resolve(found);
          if (socket.readyState === WebSocket.CLOSED)
            return reject(new Error(`closed before a ${type} came`));
          waiters.push(attempt);
        };
        void closed.then(() => {
          for (const wake of waiters.splice(0)) wake();
        });
        attempt();
      });
    },
    send(message) {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    closed,
    close() {
      socket.close();
    },
  };
}
