// The room bus (docs/lesson-room.md#across-instances): what one instance's socket says reaches the
// sockets of the same room on every instance. One process with the embedded database: in memory.
// On PostgreSQL: NOTIFY on one channel, heard by a dedicated connection of each instance. A NOTIFY
// carries at most 8000 bytes, so a larger message (an SDP offer) is stored in lesson_bus_messages
// and the NOTIFY carries its id; each instance handles notices one after another, so a stored
// offer is still delivered before the candidates sent after it.
import { z } from 'zod';
import { LESSON_ROLES, ServerLiveMessageSchema } from '#contract/lessons.ts';
import { MessageSchema } from '#contract/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { openPgChannel } from '#server/lib/pg-channel.ts';
import * as repo from './lessons.repository.ts';

const BusEventSchema = z.discriminatedUnion('kind', [
  /** To one peer (`to`), or to every peer of the room but `except`. */
  z.object({
    kind: z.literal('send'),
    sessionId: z.number(),
    to: z.string().optional(),
    except: z.string().optional(),
    message: ServerLiveMessageSchema,
  }),
  /** The user's other sockets in the room give way to `keep`. */
  z.object({ kind: z.literal('replace'), sessionId: z.number(), userId: z.number(), keep: z.string() }),
  /** A chat line: each socket gets its own view (whether it is theirs). */
  z.object({
    kind: z.literal('chat'),
    sessionId: z.number(),
    message: MessageSchema,
    senderId: z.number(),
    senderRole: z.enum(LESSON_ROLES),
  }),
]);
export type BusEvent = z.infer<typeof BusEventSchema>;
const NoticeSchema = z.object({ from: z.string(), event: BusEventSchema });

/** Carries events to the other instances; the sender delivers to its own sockets itself. */
export interface RoomBus {
  publish(event: BusEvent): Promise<void>;
  close(): Promise<void>;
}

/** One process (the embedded database): there is no other instance to tell. */
export function memoryBus(): RoomBus {
  return {
    async publish() {},
    async close() {},
  };
}

const CHANNEL = 'sprout_lesson_room';
/** Below NOTIFY's 8000 bytes, with room for the channel name. */
const NOTIFY_BYTES = 7500;
const STORED = '#';

/** The most notices sent in one statement. */
const BATCH = 100;

export async function postgresBus(options: {
  url: string;
  db: Db;
  logger: Logger;
  /** This instance's name: its own notices come back to it, and are skipped. */
  instanceId: string;
  deliver: (event: BusEvent) => void;
}): Promise<RoomBus> {
  let queue = Promise.resolve();
  const handle = async (payload: string) => {
    const text = payload.startsWith(STORED)
      ? await repo.busMessage(options.db, Number(payload.slice(1)))
      : payload;
    if (text === undefined) return;
    const notice = NoticeSchema.parse(JSON.parse(text));
    if (notice.from !== options.instanceId) options.deliver(notice.event);
  };
  const channel = await openPgChannel({
    url: options.url,
    channel: CHANNEL,
    logger: options.logger,
    onNotice(payload) {
      queue = queue
        .then(() => handle(payload))
        .catch((error: unknown) =>
          options.logger.error({ err: error }, 'could not deliver a lesson room message'),
        );
    },
  });

  // Notices wait while a batch is being sent and go together in the next one, in order: one
  // round trip carries many signals when a room is busy.
  let waiting: { text: string; done: () => void; failed: (error: unknown) => void }[] = [];
  let sending = false;
  const sendBatches = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH);
      waiting = waiting.slice(BATCH);
      const values: unknown[] = [CHANNEL];
      const stored: string[] = [];
      const calls = batch.map(({ text }) => {
        values.push(text);
        const at = `$${values.length}`;
        if (Buffer.byteLength(text) <= NOTIFY_BYTES) return `pg_notify($1, ${at})`;
        const name = `stored${stored.length}`;
        stored.push(`${name} as (insert into lesson_bus_messages (payload) values (${at}) returning id)`);
        return `(select pg_notify($1, '${STORED}' || id) from ${name})`;
      });
      const withStored = stored.length > 0 ? `with ${stored.join(', ')} ` : '';
      try {
        await channel.send(`${withStored}select ${calls.join(', ')}`, values);
        for (const item of batch) item.done();
      } catch (error) {
        for (const item of batch) item.failed(error);
      }
    }
    sending = false;
  };
  return {
    publish(event) {
      const text = JSON.stringify({ from: options.instanceId, event });
      return new Promise((done, failed) => {
        waiting.push({ text, done, failed });
        if (!sending) void sendBatches();
      });
    },
    async close() {
      await queue;
      await channel.close();
    },
  };
}
