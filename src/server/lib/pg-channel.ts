// A PostgreSQL LISTEN/NOTIFY channel: one dedicated connection listens (opened again with a
// back-off when lost, after which `onReconnect` says notices may have been missed), and one
// connection of its own sends, so the notices one process sends arrive everywhere in the order it
// sent them. Nothing here may throw out of an event: that would end the process.
import pg from 'pg';
import type { Logger } from './logger.ts';

export interface PgChannel {
  /** Runs `text` (which NOTIFYs, e.g. `select pg_notify($1, $2)`) on the sending connection. */
  send(text: string, values: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface PgChannelOptions {
  url: string;
  channel: string;
  onNotice(payload: string): void;
  onReconnect?(): void;
  logger: Logger;
}

/** 250 ms doubling to 2 s: a database that comes back is heard from within about 2 s. */
const retryDelay = (failedAttempts: number) => Math.min(250 * 2 ** failedAttempts, 2000);

export async function openPgChannel(options: PgChannelOptions): Promise<PgChannel> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  const sender = new pg.Pool({ connectionString: options.url, max: 1, keepAlive: true });
  sender.on('error', () => {});
  sender.on('connect', (c) => c.on('error', () => {}));

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.url, keepAlive: true });
    c.on('notification', (msg) => {
      if (msg.channel === options.channel && msg.payload !== undefined) options.onNotice(msg.payload);
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (closed) return;
      options.logger.warn({ err: error, channel: options.channel }, 'lost a LISTEN connection; reconnecting');
      scheduleReconnect();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    try {
      await c.connect();
      await c.query(`LISTEN ${options.channel}`);
    } catch (error) {
      lost = true;
      c.end().catch(() => {});
      throw error;
    }
    client = c;
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void reconnect();
    }, retryDelay(failedAttempts));
    retry.unref();
  };
  const reconnect = async () => {
    try {
      await connect();
      failedAttempts = 0;
      options.onReconnect?.();
    } catch {
      failedAttempts += 1;
      scheduleReconnect();
    }
  };
  await connect();

  return {
    async send(text, values) {
      const once = () => sender.query(text, values);
      // Once more on a fresh connection when the kept one turns out to be dead.
      await once().catch(once);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
