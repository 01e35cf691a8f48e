// Everything live in one room for one person: the socket, the peer connections, who is here and
// the whiteboard, as one snapshot React reads with useSyncExternalStore.
import {
  type BoardOp,
  type BoardStroke,
  type ClientLiveMessage,
  LIVE_LIMITS,
  type MediaState,
  type Peer,
  type ServerLiveMessage,
} from '#contract/lessons.ts';
import type { Message } from '#contract/messages.ts';
import { LiveSocket, type SocketEnd, type SocketStatus } from './live-socket.ts';
import { type LinkState, PeerMesh } from './peer-mesh.ts';

export interface RemotePeer extends Peer {
  stream: MediaStream | undefined;
  connection: LinkState | undefined;
}

export interface LiveSnapshot {
  status: SocketStatus;
  end: SocketEnd | undefined;
  me: Peer | undefined;
  /** The others in the room, in the order they came. */
  peers: RemotePeer[];
  strokes: readonly BoardStroke[];
}

export interface LessonLiveOptions {
  url: string;
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  onChat: (message: Message) => void;
}

/** Stays under the socket's message size, with room for the envelope. */
const BOARD_BATCH_CHARS = LIVE_LIMITS.messageBytes - 2_048;

/** Board ops in messages each small enough for the socket. */
export function boardBatches(strokes: readonly BoardStroke[]): BoardOp[][] {
  const batches: BoardOp[][] = [];
  let batch: BoardOp[] = [];
  let size = 0;
  for (const stroke of strokes.slice(-LIVE_LIMITS.boardStrokes)) {
    const op: BoardOp = { kind: 'stroke', stroke };
    const chars = JSON.stringify(op).length + 1;
    if (batch.length > 0 && size + chars > BOARD_BATCH_CHARS) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(op);
    size += chars;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export class LessonLive {
  private readonly socket: LiveSocket;
  private readonly mesh: PeerMesh;
  private listeners = new Set<() => void>();
  private peers: Peer[] = [];
  private strokeIds = new Set<string>();
  private media: MediaState = { camera: false, mic: false, screen: false };
  private snapshot: LiveSnapshot = {
    status: 'connecting',
    end: undefined,
    me: undefined,
    peers: [],
    strokes: [],
  };

  constructor(private readonly options: LessonLiveOptions) {
    this.mesh = new PeerMesh({
      iceServers: options.iceServers,
      ...(options.iceTransportPolicy ? { iceTransportPolicy: options.iceTransportPolicy } : {}),
      signal: (to, data) => this.send({ type: 'signal', to, data }),
      onChange: () => this.publish({}),
    });
    this.socket = new LiveSocket(options.url, {
      onMessage: (message) => this.receive(message),
      onStatus: (status, end) => {
        // Links die with the socket: the server names this tab anew when it comes back.
        if (status !== 'open') {
          this.mesh.closeAll();
          this.peers = [];
        }
        this.publish({ status, end, ...(status === 'open' ? {} : { me: undefined }) });
      },
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  start(audio: MediaStreamTrack | null, video: MediaStreamTrack | null, media: MediaState) {
    this.mesh.setTracks(audio, video);
    this.media = media;
    this.socket.connect();
  }

  /** Another tab had taken over: this one takes the room back. */
  takeOver() {
    this.socket.connect();
  }

  stop() {
    this.socket.stop();
    this.mesh.closeAll();
  }

  /** Cuts the socket as a dropped network would (the browser tests' handle only). */
  drop() {
    this.socket.drop();
  }

  /** How each peer connection travels (the browser tests' handle only). */
  routes() {
    return this.mesh.routes();
  }

  setTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null) {
    this.mesh.setTracks(audio, video);
  }

  setMedia(media: MediaState) {
    this.media = media;
    this.send({ type: 'media', media });
    const me = this.snapshot.me;
    this.publish(me ? { me: { ...me, media } } : {});
  }

  draw(stroke: BoardStroke) {
    this.apply([{ kind: 'stroke', stroke }]);
    this.send({ type: 'board', ops: [{ kind: 'stroke', stroke }] });
  }

  clearBoard() {
    this.apply([{ kind: 'clear' }]);
    this.send({ type: 'board', ops: [{ kind: 'clear' }] });
  }

  private send(message: ClientLiveMessage) {
    this.socket.send(message);
  }

  private receive(message: ServerLiveMessage) {
    switch (message.type) {
      case 'welcome': {
        this.mesh.setMyId(message.you.peerId);
        this.peers = message.peers;
        for (const peer of message.peers) this.mesh.add(peer.peerId);
        this.send({ type: 'media', media: this.media });
        const first = message.peers[0];
        if (first) {
          // Someone was here: the board is theirs to hand over (what this tab drew before a
          // drop may have been cleared meanwhile).
          this.strokeIds.clear();
          this.publish({ strokes: [] });
          this.send({ type: 'board-wanted', to: first.peerId });
        }
        this.publish({ me: { ...message.you, media: this.media } });
        return;
      }
      case 'joined':
        this.peers = [...this.peers.filter((p) => p.peerId !== message.peer.peerId), message.peer];
        this.mesh.add(message.peer.peerId);
        this.publish({});
        return;
      case 'left':
        this.peers = this.peers.filter((p) => p.peerId !== message.peerId);
        this.mesh.remove(message.peerId);
        this.publish({});
        return;
      case 'media':
        this.peers = this.peers.map((p) =>
          p.peerId === message.peerId ? { ...p, media: message.media } : p,
        );
        this.publish({});
        return;
      case 'signal':
        this.mesh.handleSignal(message.from, message.data);
        return;
      case 'board':
        this.apply(message.ops);
        return;
      case 'board-wanted':
        for (const ops of boardBatches(this.snapshot.strokes))
          this.send({ type: 'board', to: message.from, ops });
        return;
      case 'chat':
        this.options.onChat(message.message);
        return;
      case 'replaced':
      case 'closed':
        this.publish({ status: 'ended', end: message.type });
        return;
      default:
        // 'pong' keeps the socket alive; a 'refused' message changes nothing on the screen.
        return;
    }
  }

  private apply(ops: BoardOp[]) {
    let strokes: BoardStroke[] | undefined;
    for (const op of ops) {
      if (op.kind === 'clear') {
        strokes = [];
        this.strokeIds.clear();
      } else if (!this.strokeIds.has(op.stroke.id)) {
        this.strokeIds.add(op.stroke.id);
        strokes ??= [...this.snapshot.strokes];
        strokes.push(op.stroke);
      }
    }
    if (strokes) this.publish({ strokes });
  }

  private publish(change: Partial<LiveSnapshot>) {
    const peers = this.peers.map((peer) => ({
      ...peer,
      stream: this.mesh.streamOf(peer.peerId),
      connection: this.mesh.stateOf(peer.peerId),
    }));
    this.snapshot = { ...this.snapshot, ...change, peers };
    for (const listener of this.listeners) listener();
  }
}
