// WebRTC among the people of a room: one RTCPeerConnection per other peer, negotiated by "perfect
// negotiation" (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example), so either side may
// offer at any time (an ICE restart, a renegotiation) and a collision is settled by who is polite.
// The side with the smaller peer id starts: it adds one audio and one video transceiver, and the
// other side answers on those, so every pair has exactly those two lines whatever each has on.
// A camera turned off or a screen shared swaps the track on the sender: nothing renegotiates.
import type { SignalData } from '#contract/lessons.ts';

/** A peer connection seen `disconnected` this long restarts ICE (a failed one at once). */
export const ICE_RESTART_AFTER_MS = 1_500;
/**
 * A link not connected this long after an ICE restart, and that gathered no candidate since,
 * restarts again, each wait twice the last up to ICE_RETRY_MAX_MS, until it connects or closes:
 * a restart made while the relay was still down gathers nothing, and may sit in `connecting`
 * with no candidate pair and no further state change to wake it. A restart that gathered
 * candidates is left to finish (ICE fails it by itself if it cannot), so a slow machine's
 * checks are never cut short.
 */
export const ICE_RETRY_MS = 5_000;
export const ICE_RETRY_MAX_MS = 20_000;

export type LinkState = RTCPeerConnectionState;

interface PeerLink {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingRemoteAnswer: boolean;
  /** What arrives from the peer: its audio and video, whichever it sends. */
  stream: MediaStream;
  /** Signals are handled one after the other: an answer must not overtake its offer. */
  queue: Promise<void>;
  restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** ICE restarts since the link was last connected (each waits longer for the next). */
  restarts: number;
  /** Local candidates gathered since the last ICE restart. */
  gathered: number;
}

export interface PeerMeshOptions {
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  signal: (to: string, data: SignalData) => void;
  onChange: () => void;
}

export class PeerMesh {
  private links = new Map<string, PeerLink>();
  private myId = '';
  private audio: MediaStreamTrack | null = null;
  private video: MediaStreamTrack | null = null;

  constructor(private readonly options: PeerMeshOptions) {}

  /** The server names each socket anew, so a new name means every link starts again. */
  setMyId(id: string) {
    this.closeAll();
    this.myId = id;
  }

  /** The tracks sent to everyone: the microphone and the camera (or the shared screen). */
  setTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null) {
    this.audio = audio;
    this.video = video;
    for (const link of this.links.values()) this.attachLocal(link);
  }

  streamOf(peerId: string): MediaStream | undefined {
    return this.links.get(peerId)?.stream;
  }

  /**
   * How each link travels now: this side's candidate in the pair ICE chose, as its kind ('host',
   * 'srflx' or 'relay') and address ("relay 127.0.0.1:49170"), or undefined while none is chosen.
   * The browser tests read it to know a relay-only room went through the relay, and that a link
   * whose relay was lost came back on a new one.
   */
  async routes(): Promise<(string | undefined)[]> {
    return Promise.all(
      [...this.links.values()].map(async ({ pc }) => {
        const stats = [...(await pc.getStats()).values()] as { type: string; [key: string]: unknown }[];
        const transport = stats.find((s) => s.type === 'transport');
        const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId);
        const local = stats.find((s) => s.id === pair?.localCandidateId);
        return local ? `${local.candidateType} ${local.address}:${local.port}` : undefined;
      }),
    );
  }

  stateOf(peerId: string): LinkState | undefined {
    return this.links.get(peerId)?.pc.connectionState;
  }

  add(peerId: string) {
    if (this.links.has(peerId) || peerId === this.myId) return;
    const pc = new RTCPeerConnection({
      iceServers: this.options.iceServers,
      ...(this.options.iceTransportPolicy ? { iceTransportPolicy: this.options.iceTransportPolicy } : {}),
    });
    const link: PeerLink = {
      pc,
      polite: this.myId > peerId,
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswer: false,
      stream: new MediaStream(),
      queue: Promise.resolve(),
      restartTimer: undefined,
      restarts: 0,
      gathered: 0,
    };
    this.links.set(peerId, link);
    pc.ontrack = ({ track }) => {
      link.stream.addTrack(track);
      this.options.onChange();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      link.gathered += 1;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      this.options.signal(peerId, {
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(peerId, pc);
      } catch {
        // The connection closed meanwhile, or a newer negotiation took its place.
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      this.watchConnection(link);
      this.options.onChange();
    };
    if (!link.polite) {
      pc.addTransceiver(this.audio ?? 'audio', { direction: 'sendrecv' });
      pc.addTransceiver(this.video ?? 'video', { direction: 'sendrecv' });
    }
    this.options.onChange();
  }

  remove(peerId: string) {
    const link = this.links.get(peerId);
    if (!link) return;
    clearTimeout(link.restartTimer);
    link.pc.close();
    this.links.delete(peerId);
    this.options.onChange();
  }

  closeAll() {
    for (const peerId of [...this.links.keys()]) this.remove(peerId);
  }

  handleSignal(from: string, data: SignalData) {
    if (!this.links.has(from)) this.add(from);
    const link = this.links.get(from);
    if (!link) return;
    link.queue = link.queue.then(() => this.applySignal(from, link, data)).catch(() => undefined);
  }

  private async applySignal(from: string, link: PeerLink, data: SignalData) {
    const { pc } = link;
    if ('description' in data) {
      const { description } = data;
      const readyForOffer = !link.makingOffer && (pc.signalingState === 'stable' || link.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      link.ignoreOffer = !link.polite && collision;
      if (link.ignoreOffer) return;
      link.settingRemoteAnswer = description.type === 'answer';
      await pc.setRemoteDescription(description);
      link.settingRemoteAnswer = false;
      if (description.type === 'offer') {
        this.attachLocal(link);
        await pc.setLocalDescription();
        this.sendDescription(from, pc);
      }
    } else if (data.candidate) {
      try {
        await pc.addIceCandidate(data.candidate);
      } catch (error) {
        // A candidate of an offer this side ignored is expected to fail.
        if (!link.ignoreOffer) throw error;
      }
    }
  }

  private sendDescription(to: string, pc: RTCPeerConnection) {
    const description = pc.localDescription;
    if (description && (description.type === 'offer' || description.type === 'answer')) {
      this.options.signal(to, { description: { type: description.type, sdp: description.sdp } });
    }
  }

  /** Sends this side's tracks on the pair's audio and video lines. */
  private attachLocal(link: PeerLink) {
    for (const transceiver of link.pc.getTransceivers()) {
      if (transceiver.currentDirection === 'stopped') continue;
      const kind = transceiver.receiver.track.kind;
      const track = kind === 'audio' ? this.audio : this.video;
      if (transceiver.direction !== 'sendrecv') transceiver.direction = 'sendrecv';
      if (transceiver.sender.track !== track)
        void transceiver.sender.replaceTrack(track).catch(() => undefined);
    }
  }

  /** A dropped path comes back by an ICE restart (the offer that follows carries new credentials). */
  private watchConnection(link: PeerLink) {
    const state = link.pc.connectionState;
    if (state === 'failed') {
      clearTimeout(link.restartTimer);
      this.restartUntilConnected(link);
    } else if (state === 'disconnected' && link.restartTimer === undefined) {
      link.restartTimer = setTimeout(() => this.restartUntilConnected(link), ICE_RESTART_AFTER_MS);
    } else if (state === 'connected' || state === 'closed') {
      clearTimeout(link.restartTimer);
      link.restartTimer = undefined;
      link.restarts = 0;
    }
  }

  private restartUntilConnected(link: PeerLink) {
    const state = link.pc.connectionState;
    if (state === 'connected' || state === 'closed') {
      link.restartTimer = undefined;
      return;
    }
    // A restart that found a path to try is still checking it: look again later.
    const checking = (state === 'connecting' || state === 'new') && link.restarts > 0 && link.gathered > 0;
    if (!checking) {
      link.pc.restartIce();
      link.gathered = 0;
    }
    const wait = Math.min(ICE_RETRY_MS * 2 ** link.restarts, ICE_RETRY_MAX_MS);
    link.restarts += 1;
    link.restartTimer = setTimeout(() => this.restartUntilConnected(link), wait);
  }
}
