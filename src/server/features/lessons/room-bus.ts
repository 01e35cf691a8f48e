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

export interface RoomBus {
  publish(event: BusEvent): Promise<void>;
  close(): Promise<void>;
}

export function memoryBus(deliver: (event: BusEvent) => void): RoomBus {
  return {
    async publish(event) {
      deliver(event);
    },
    async close() {},
  };
}

const CHANNEL = 'sprout_lesson_room';
/** Below NOTIFY's 8000 bytes, with room for the channel name. */
const NOTIFY_BYTES = 7500;
const STORED = '#';

export async function postgresBus(options: {
  url: string;
  db: Db;
  logger: Logger;
  deliver: (event: BusEvent) => void;
}): Promise<RoomBus> {
  let queue = Promise.resolve();
  const handle = async (payload: string) => {
    const text = payload.startsWith(STORED)
      ? await repo.busMessage(options.db, Number(payload.slice(1)))
      : payload;
    if (text === undefined) return;
    options.deliver(BusEventSchema.parse(JSON.parse(text)));
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
  return {
    async publish(event) {
      const text = JSON.stringify(event);
      if (Buffer.byteLength(text) <= NOTIFY_BYTES) {
        await channel.send('select pg_notify($1, $2)', [CHANNEL, text]);
      } else {
        await channel.send(
          `with stored as (insert into lesson_bus_messages (payload) values ($2) returning id)
           select pg_notify($1, '${STORED}' || id) from stored`,
          [CHANNEL, text],
        );
      }
    },
    async close() {
      await queue;
      await channel.close();
    },
  };
}
