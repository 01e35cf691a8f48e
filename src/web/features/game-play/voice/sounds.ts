// Soft, short sounds made with Web Audio (BRAND.md: a chime for right, a low pop for wrong, a
// fanfare for a level), so no sound files ship or load. Never needed to play; muted by a switch.

export type PlaySound = 'right' | 'wrong' | 'level';

const NOTES: Record<PlaySound, { freq: number; at: number; length: number; type: OscillatorType }[]> = {
  right: [
    { freq: 659, at: 0, length: 0.12, type: 'sine' },
    { freq: 880, at: 0.1, length: 0.18, type: 'sine' },
  ],
  wrong: [{ freq: 196, at: 0, length: 0.14, type: 'triangle' }],
  level: [
    { freq: 523, at: 0, length: 0.14, type: 'triangle' },
    { freq: 659, at: 0.13, length: 0.14, type: 'triangle' },
    { freq: 784, at: 0.26, length: 0.14, type: 'triangle' },
    { freq: 1047, at: 0.39, length: 0.35, type: 'triangle' },
  ],
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return null;
  context ??= new window.AudioContext();
  return context;
}

/**
 * Makes the audio context ahead of the first sound: making it takes tens of milliseconds on a
 * slow phone, which an answer's chime should not wait for.
 */
export function warmUpSound() {
  try {
    audioContext();
  } catch {
    // A browser that refuses audio plays silently.
  }
}

export function playSound(sound: PlaySound) {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const note of NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type;
      osc.frequency.value = note.freq;
      // Quiet, with a soft start and end so nothing clicks.
      gain.gain.setValueAtTime(0.0001, now + note.at);
      gain.gain.exponentialRampToValueAtTime(0.12, now + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + note.at);
      osc.stop(now + note.at + note.length + 0.02);
    }
  } catch {
    // A browser that refuses audio plays silently.
  }
}
