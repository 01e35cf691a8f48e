// The room's live socket (`/api/lessons/{id}/live`): one per person and tab, on the page's own
// origin. A dropped socket comes back by itself, sooner at first and then less often; the closes
// the server means (another tab took over, the room closed, a refusal) are final.
import {
  type ClientLiveMessage,
  LIVE_CLOSE,
  type ServerLiveMessage,
  ServerLiveMessageSchema,
} from '#contract/lessons.ts';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'ended';
/** Why the socket ended for good. */
export type SocketEnd = 'replaced' | 'closed' | 'refused' | 'unknown' | 'full';

const FINAL_CLOSES: Record<number, SocketEnd> = {
  [LIVE_CLOSE.replaced]: 'replaced',
  [LIVE_CLOSE.closed]: 'closed',
  [LIVE_CLOSE.refused]: 'refused',
  [LIVE_CLOSE.unknownRoom]: 'unknown',
  [LIVE_CLOSE.full]: 'full',
};

/** The first wait after a drop and the longest: back within a few seconds, never hammering. */
export const RECONNECT_FIRST_MS = 300;
export const RECONNECT_MAX_MS = 5_000;
/** A quiet socket is kept alive (proxies close idle ones) and a dead one is noticed. */
const PING_MS = 20_000;

/** The wait before the attempt after `failures` failed ones, with a little jitter. */
export function reconnectDelay(failures: number, random = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function liveSocketUrl(sessionId: number, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/lessons/${sessionId}/live`;
}

export interface LiveSocketHandlers {
  onMessage: (message: ServerLiveMessage) => void;
  onStatus: (status: SocketStatus, end?: SocketEnd) => void;
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: LiveSocketHandlers,
  ) {}

  connect() {
    this.stopped = false;
    this.open();
  }

  send(message: ClientLiveMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Cuts the socket as a network would (the browser tests' check that it comes back). */
  drop() {
    this.socket?.close();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  private open() {
    clearTimeout(this.retryTimer);
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.handlers.onStatus(this.failures === 0 ? 'connecting' : 'reconnecting');
    socket.onopen = () => {
      this.failures = 0;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_MS);
      this.handlers.onStatus('open');
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = ServerLiveMessageSchema.safeParse(json);
      if (parsed.success) this.handlers.onMessage(parsed.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = null;
      if (this.stopped) return;
      const end = FINAL_CLOSES[event.code];
      if (end) {
        this.handlers.onStatus('ended', end);
        return;
      }
      this.handlers.onStatus('reconnecting');
      this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.failures));
      this.failures += 1;
    };
  }
}
