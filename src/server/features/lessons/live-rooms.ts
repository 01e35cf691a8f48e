// The live socket of the lesson room (docs/lesson-room.md#the-live-socket): each admitted socket
// is a peer with a random id; what it sends is checked (size, JSON, the contract's schema, a peer
// of this room, a rate) and relayed through the room bus, so peers on other instances get it too.
// Who is in a room is the open visits of every instance (lessons.repository.ts); each instance
// also keeps the peer ids of the rooms it holds sockets in, from the bus, to check `to` without a
// query.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  ClientLiveMessageSchema,
  LESSON_MAX_PEOPLE,
  type LessonRole,
  LIVE_CLOSE,
  LIVE_LIMITS,
  type MediaState,
  type Peer,
  type ServerLiveMessage,
} from '#contract/lessons.ts';
import type { Message } from '#contract/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { isOwnMessage } from '#server/features/messages/messages.service.ts';
import type { Job } from '#server/lib/jobs.ts';
import * as repo from './lessons.repository.ts';
import type { BusEvent, RoomBus } from './room-bus.ts';

/** Messages one socket may send in RATE_WINDOW_MS before the rest of the window is refused. */
export const RATE_MAX = 200;
const RATE_WINDOW_MS = 10_000;
/** A socket heard from neither by a message nor a pong for this long is dropped. */
export const SILENT_MS = 45_000;
export const HEARTBEAT_MS = 15_000;
/** Larger frames than this close the socket (1009); between LIVE_LIMITS.messageBytes and it, refused. */
export const MAX_FRAME_BYTES = 2 * LIVE_LIMITS.messageBytes;

const NO_MEDIA: MediaState = { camera: false, mic: false, screen: false };

interface LocalPeer {
  peerId: string;
  sessionId: number;
  userId: number;
  role: LessonRole;
  name: string;
  media: MediaState;
  socket: WebSocket;
  closesAt: Date | undefined;
  heardAt: number;
  windowStart: number;
  windowCount: number;
  closeTimer: NodeJS.Timeout | undefined;
  left: boolean;
}

export interface Admission {
  sessionId: number;
  userId: number;
  role: LessonRole;
  name: string;
  /** Undefined for the demo's always-open lesson. */
  closesAt: Date | undefined;
  closesAtText: string;
}

export interface LiveRooms {
  /** Takes an upgraded socket of a participant of an open room. */
  admit(socket: WebSocket, admission: Admission): Promise<void>;
  /** A chat line kept by the HTTP call, to the room's sockets. */
  tellChat(sessionId: number, message: Message, senderId: number, senderRole: LessonRole): Promise<void>;
  /** Delivers a bus event to this instance's sockets. */
  deliver(event: BusEvent): void;
  /** The heartbeat: refreshes this instance's visits, drops silent sockets, closes rooms whose time is over. */
  heartbeat(): Promise<void>;
  job(): Job;
  /** How many sockets this instance holds. */
  size(): number;
  close(): Promise<void>;
}

const peerOf = (p: Pick<LocalPeer, 'peerId' | 'role' | 'name' | 'media'>): Peer => ({
  peerId: p.peerId,
  role: p.role,
  name: p.name,
  media: p.media,
});

export async function createLiveRooms(
  ctx: AppContext,
  makeBus: (deliver: (event: BusEvent) => void) => RoomBus | Promise<RoomBus>,
): Promise<LiveRooms> {
  const instanceId = randomBytes(8).toString('hex');
  const peers = new Map<string, LocalPeer>();
  /** The peer ids of each room this instance holds a socket in, on every instance. */
  const roomPeers = new Map<number, Set<string>>();
  const pending = new Set<Promise<unknown>>();
  let bus: RoomBus | undefined;

  const track = (p: Promise<unknown>) => {
    const guarded = p.catch((error: unknown) => ctx.logger.error({ err: error }, 'lesson room failure'));
    pending.add(guarded);
    void guarded.finally(() => pending.delete(guarded));
    return guarded;
  };

  const send = (peer: LocalPeer, message: ServerLiveMessage) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(message));
  };
  const publish = (event: BusEvent) => track(bus?.publish(event) ?? Promise.resolve());

  const roomOf = (sessionId: number) => {
    let set = roomPeers.get(sessionId);
    if (!set) {
      set = new Set();
      roomPeers.set(sessionId, set);
    }
    return set;
  };
  const localsIn = (sessionId: number) => [...peers.values()].filter((p) => p.sessionId === sessionId);

  const deliver = (event: BusEvent) => {
    if (event.kind === 'replace') {
      for (const peer of localsIn(event.sessionId)) {
        if (peer.userId === event.userId && peer.peerId !== event.keep) {
          send(peer, { type: 'replaced' });
          leave(peer, LIVE_CLOSE.replaced, 'replaced');
        }
      }
      return;
    }
    if (event.kind === 'chat') {
      for (const peer of localsIn(event.sessionId)) {
        const mine = isOwnMessage(
          { senderId: event.senderId, senderRole: event.senderRole },
          { userId: peer.userId, role: peer.role },
        );
        send(peer, { type: 'chat', message: { ...event.message, mine } });
      }
      return;
    }
    const known = roomPeers.get(event.sessionId);
    if (known && event.message.type === 'joined') known.add(event.message.peer.peerId);
    if (known && event.message.type === 'left') known.delete(event.message.peerId);
    if (event.to !== undefined) {
      const peer = peers.get(event.to);
      if (peer && peer.sessionId === event.sessionId) send(peer, event.message);
      return;
    }
    for (const peer of localsIn(event.sessionId)) if (peer.peerId !== event.except) send(peer, event.message);
  };

  /** Ends a socket's visit once: closes it, tells the room, closes the visit. */
  function leave(peer: LocalPeer, code: number, reason: string) {
    if (peer.left) return;
    peer.left = true;
    clearTimeout(peer.closeTimer);
    peers.delete(peer.peerId);
    roomPeers.get(peer.sessionId)?.delete(peer.peerId);
    if (localsIn(peer.sessionId).length === 0) roomPeers.delete(peer.sessionId);
    if (peer.socket.readyState === peer.socket.OPEN || peer.socket.readyState === peer.socket.CONNECTING) {
      peer.socket.close(code, reason);
    }
    track(
      (async () => {
        await repo.leaveRoom(ctx.db, peer.peerId, ctx.clock.now());
        await publish({
          kind: 'send',
          sessionId: peer.sessionId,
          except: peer.peerId,
          message: { type: 'left', peerId: peer.peerId },
        });
      })(),
    );
  }

  /** Whether `to` is a peer of this room: known from the bus, or (a join not heard of yet) the visits. */
  async function inRoom(sessionId: number, to: string): Promise<boolean> {
    const known = roomOf(sessionId);
    if (known.has(to)) return true;
    const present = await repo.peersOf(ctx.db, sessionId);
    for (const p of present) known.add(p.peerId);
    return known.has(to);
  }

  function overRate(peer: LocalPeer, now: number): boolean {
    if (now - peer.windowStart >= RATE_WINDOW_MS) {
      peer.windowStart = now;
      peer.windowCount = 0;
    }
    peer.windowCount += 1;
    return peer.windowCount > RATE_MAX;
  }

  const refuse = (peer: LocalPeer, message: string) => send(peer, { type: 'refused', message });

  async function onMessage(peer: LocalPeer, data: Buffer, isBinary: boolean) {
    if (isBinary) return refuse(peer, 'Messages are JSON text');
    if (data.byteLength > LIVE_LIMITS.messageBytes) {
      return refuse(peer, `A message may hold at most ${LIVE_LIMITS.messageBytes} bytes`);
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      return refuse(peer, 'A message must be JSON');
    }
    const parsed = ClientLiveMessageSchema.safeParse(json);
    if (!parsed.success) return refuse(peer, 'That message is not one the room knows');
    const message = parsed.data;
    const { sessionId, peerId } = peer;
    if (message.type === 'ping') return send(peer, { type: 'pong' });
    if (message.type === 'media') {
      peer.media = message.media;
      await repo.setMedia(ctx.db, peerId, message.media);
      await publish({
        kind: 'send',
        sessionId,
        except: peerId,
        message: { type: 'media', peerId, media: message.media },
      });
      return;
    }
    if (message.type === 'board' && message.to === undefined) {
      await publish({
        kind: 'send',
        sessionId,
        except: peerId,
        message: { type: 'board', from: peerId, ops: message.ops },
      });
      return;
    }
    // A message for one peer: that peer must be in this room.
    const to = message.to;
    if (to === undefined || to === peerId || !(await inRoom(sessionId, to))) {
      return refuse(peer, 'That peer is not in this room');
    }
    const forwarded: ServerLiveMessage =
      message.type === 'signal'
        ? { type: 'signal', from: peerId, data: message.data }
        : message.type === 'board'
          ? { type: 'board', from: peerId, ops: message.ops }
          : { type: 'board-wanted', from: peerId };
    await publish({ kind: 'send', sessionId, to, message: forwarded });
  }

  async function admit(socket: WebSocket, admission: Admission) {
    const peer: LocalPeer = {
      peerId: randomBytes(12).toString('base64url'),
      ...admission,
      media: NO_MEDIA,
      socket,
      heardAt: Date.now(),
      windowStart: Date.now(),
      windowCount: 0,
      closeTimer: undefined,
      left: false,
    };
    // Messages that come while the visit is being opened wait for it, in order.
    let ready: Promise<unknown> = Promise.resolve();
    const inbox: [Buffer, boolean][] = [];
    let admitted = false;
    socket.on('message', (data, isBinary) => {
      peer.heardAt = Date.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (overRate(peer, peer.heardAt)) {
        if (peer.windowCount === RATE_MAX + 1) refuse(peer, 'Too many messages; slow down');
        return;
      }
      if (!admitted) {
        inbox.push([buffer, isBinary]);
        return;
      }
      ready = ready.then(() => track(onMessage(peer, buffer, isBinary)));
    });
    socket.on('pong', () => {
      peer.heardAt = Date.now();
    });
    socket.on('close', () => leave(peer, 1000, 'closed'));
    socket.on('error', () => leave(peer, 1011, 'error'));

    const present = await repo.joinRoom(
      ctx.db,
      {
        sessionId: peer.sessionId,
        userId: peer.userId,
        role: peer.role,
        name: peer.name,
        peerId: peer.peerId,
        instanceId,
        media: peer.media,
        now: ctx.clock.now(),
      },
      LESSON_MAX_PEOPLE,
    );
    if (!present) {
      peer.left = true;
      socket.close(LIVE_CLOSE.full, 'full');
      return;
    }
    if (socket.readyState !== socket.OPEN) {
      peer.left = true;
      await repo.leaveRoom(ctx.db, peer.peerId, ctx.clock.now());
      return;
    }
    peers.set(peer.peerId, peer);
    const known = roomOf(peer.sessionId);
    known.add(peer.peerId);
    const others = present.filter((p) => p.userId !== peer.userId);
    for (const p of others) known.add(p.peerId);
    send(peer, {
      type: 'welcome',
      you: peerOf(peer),
      peers: others.map((p) => peerOf(p)),
      closesAt: admission.closesAtText,
    });
    if (peer.closesAt) {
      const wait = Math.min(peer.closesAt.getTime() - ctx.clock.now().getTime(), 2 ** 31 - 1);
      peer.closeTimer = setTimeout(() => closeForTime(peer), Math.max(0, wait));
      peer.closeTimer.unref();
    }
    if (present.some((p) => p.userId === peer.userId)) {
      await publish({ kind: 'replace', sessionId: peer.sessionId, userId: peer.userId, keep: peer.peerId });
    }
    await publish({
      kind: 'send',
      sessionId: peer.sessionId,
      except: peer.peerId,
      message: { type: 'joined', peer: peerOf(peer) },
    });
    admitted = true;
    for (const [buffer, isBinary] of inbox.splice(0)) {
      ready = ready.then(() => track(onMessage(peer, buffer, isBinary)));
    }
  }

  function closeForTime(peer: LocalPeer) {
    send(peer, { type: 'closed' });
    leave(peer, LIVE_CLOSE.closed, 'closed');
  }

  async function heartbeat() {
    const now = Date.now();
    const clockNow = ctx.clock.now();
    for (const peer of [...peers.values()]) {
      if (peer.closesAt && clockNow >= peer.closesAt) closeForTime(peer);
      else if (now - peer.heardAt > SILENT_MS) leave(peer, 1001, 'silent');
      else if (peer.socket.readyState === peer.socket.OPEN) peer.socket.ping();
    }
    await repo.touchVisits(ctx.db, [...peers.keys()], clockNow);
    await repo.endStaleVisits(ctx.db);
  }

  const rooms: LiveRooms = {
    admit: (socket, admission) => track(admit(socket, admission)).then(() => undefined),
    async tellChat(sessionId, message, senderId, senderRole) {
      await publish({ kind: 'chat', sessionId, message, senderId, senderRole });
    },
    deliver,
    heartbeat,
    job: () => ({ name: 'lesson-room-heartbeat', everyMs: HEARTBEAT_MS, run: heartbeat }),
    size: () => peers.size,
    async close() {
      for (const peer of [...peers.values()]) leave(peer, 1001, 'server closing');
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await bus?.close();
    },
  };
  bus = await makeBus(deliver);
  return rooms;
}
