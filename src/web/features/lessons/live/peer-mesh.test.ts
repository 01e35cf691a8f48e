// The mesh's recovery rule: a link that drops restarts ICE, and keeps restarting until it connects
// (a restart made while the relay was down gathers nothing). The browser's RTCPeerConnection is
// stood in for by a recorder of the calls the rule makes; the real one is driven by the lesson
// room's browser journeys (e2e/lesson-rooms-apart.spec.ts restarts the relay under them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICE_RESTART_AFTER_MS, ICE_RETRY_MAX_MS, ICE_RETRY_MS, PeerMesh } from './peer-mesh.ts';

class RecordingPeerConnection {
  static made: RecordingPeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  restarts = 0;
  onconnectionstatechange: (() => void) | null = null;
  ontrack = null;
  onicecandidate: ((event: { candidate: object | null }) => void) | null = null;
  onnegotiationneeded = null;
  constructor() {
    RecordingPeerConnection.made.push(this);
  }
  addTransceiver() {}
  restartIce() {
    this.restarts++;
  }
  close() {
    this.become('closed');
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

describe('a dropped link', () => {
  let link: RecordingPeerConnection;
  beforeEach(() => {
    vi.useFakeTimers();
    RecordingPeerConnection.made = [];
    vi.stubGlobal('RTCPeerConnection', RecordingPeerConnection);
    vi.stubGlobal('MediaStream', class {});
    const mesh = new PeerMesh({ iceServers: [], signal: () => {}, onChange: () => {} });
    mesh.setMyId('a');
    mesh.add('b');
    [link] = RecordingPeerConnection.made as [RecordingPeerConnection];
    link.become('connected');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('restarts ICE after a short disconnection, not during one that heals', () => {
    link.become('disconnected');
    vi.advanceTimersByTime(ICE_RESTART_AFTER_MS - 1);
    link.become('connected');
    vi.advanceTimersByTime(ICE_RETRY_MS * 3);
    expect(link.restarts).toBe(0);

    link.become('disconnected');
    vi.advanceTimersByTime(ICE_RESTART_AFTER_MS);
    expect(link.restarts).toBe(1);
  });

  it('restarts at once when failed, and again while the restart sits unconnected, waiting longer each time', () => {
    link.become('failed');
    expect(link.restarts).toBe(1);
    // The restart gathered nothing (the relay was down): it sits in connecting, with no new state.
    link.become('connecting');
    vi.advanceTimersByTime(ICE_RETRY_MS);
    expect(link.restarts).toBe(2);
    vi.advanceTimersByTime(ICE_RETRY_MS);
    expect(link.restarts).toBe(2);
    vi.advanceTimersByTime(ICE_RETRY_MS);
    expect(link.restarts).toBe(3);
    vi.advanceTimersByTime(ICE_RETRY_MAX_MS);
    expect(link.restarts).toBe(4);
    vi.advanceTimersByTime(ICE_RETRY_MAX_MS);
    expect(link.restarts).toBe(5);
    // The relay is back: the link connects and the retries stop.
    link.become('connected');
    vi.advanceTimersByTime(ICE_RETRY_MAX_MS * 5);
    expect(link.restarts).toBe(5);
  });

  it('leaves a restart that gathered candidates to finish its checks', () => {
    link.become('failed');
    expect(link.restarts).toBe(1);
    link.become('connecting');
    link.onicecandidate?.({ candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 50000 typ relay' } });
    vi.advanceTimersByTime(ICE_RETRY_MAX_MS * 3);
    expect(link.restarts).toBe(1);
    // ICE gives up on those candidates by itself: the next restart goes at once.
    link.become('failed');
    expect(link.restarts).toBe(2);
  });

  it('stops trying once the link is closed', () => {
    link.become('failed');
    link.close();
    vi.advanceTimersByTime(ICE_RETRY_MS * 5);
    expect(link.restarts).toBe(1);
  });
});
