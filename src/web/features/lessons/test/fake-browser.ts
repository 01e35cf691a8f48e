// What happy-dom lacks for the lesson room, faked at the browser's edge only (the room's own
// code runs as it is): a camera and microphone that answer as the test says, a WebSocket the
// test speaks through as the server, and peer connections that never connect.
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { ServerLiveMessage } from '#contract/lessons.ts';

interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  stop: () => void;
}

export function fakeStream(kinds: ('audio' | 'video')[]): MediaStream {
  const tracks: FakeTrack[] = kinds.map((kind) => ({ kind, enabled: true, stop: vi.fn() }));
  return {
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream;
}

/** getUserMedia answers with `answer` (a stream, or an error it throws). */
export function fakeDevices(answer: (constraints: MediaStreamConstraints) => MediaStream) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async (constraints: MediaStreamConstraints) => answer(constraints) },
  });
}

export function refuse(name: string): never {
  throw new DOMException('refused', name);
}

export class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** The server says something. */
  receive(message: ServerLiveMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}

class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  close() {}
  addTransceiver() {}
  getTransceivers() {
    return [];
  }
}

const srcObject = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');

/** The fakes in place; `restoreLiveBrowser` takes them away (files share a worker's globals). */
export function fakeLiveBrowser() {
  FakeSocket.all = [];
  // happy-dom's <video> takes only a stream of its own making, and cannot make tracks.
  const held = new WeakMap<HTMLMediaElement, unknown>();
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return held.get(this) ?? null;
    },
    set(this: HTMLMediaElement, value: unknown) {
      held.set(this, value);
    },
  });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal(
    'MediaStream',
    class {
      getTracks() {
        return [];
      }
      addTrack() {}
    },
  );
}

export function restoreLiveBrowser() {
  // The room lets go of the fakes (its socket, its <video>s) before they go.
  cleanup();
  vi.unstubAllGlobals();
  if (srcObject) Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', srcObject);
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
