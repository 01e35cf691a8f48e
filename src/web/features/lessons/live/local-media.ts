// The camera and microphone a person brings into the room, and what to tell them when the
// browser gives neither or only one: no camera still lets them talk, a refusal says how to allow
// it, and every case lets them come in to watch and listen.

/** `ok`: camera and microphone; `audio-only`: no camera found; `denied`: the person or the browser
 * said no; `missing`: no device at all; `busy`: another app holds them; `unsupported`: this page
 * cannot ask (an old browser, or not https). */
export type MediaOutcome = 'ok' | 'audio-only' | 'denied' | 'missing' | 'busy' | 'unsupported';

export interface LocalMedia {
  outcome: MediaOutcome;
  stream: MediaStream | null;
}

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

function outcomeOf(error: unknown): MediaOutcome {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'missing';
}

export async function getLocalMedia(
  devices: MediaDevices | undefined = navigator.mediaDevices,
): Promise<LocalMedia> {
  if (!devices?.getUserMedia) return { outcome: 'unsupported', stream: null };
  try {
    const stream = await devices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      // Small enough that each person can send it to five others at once (a mesh sends one copy
      // per peer), large enough for a face and a page held up to the camera.
      video: { width: { ideal: 480 }, height: { ideal: 360 }, frameRate: { ideal: 15 } },
    });
    return { outcome: 'ok', stream };
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome !== 'missing') return { outcome, stream: null };
  }
  // No camera (or none that fits): the microphone alone.
  try {
    const stream = await devices.getUserMedia({ audio: true });
    return { outcome: 'audio-only', stream };
  } catch (error) {
    return { outcome: outcomeOf(error), stream: null };
  }
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
