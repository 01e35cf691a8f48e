// Read-aloud with the browser's own speech synthesis: nothing to download, no voice data leaves
// the device. A browser without a voice says so on the speaker button.
import { useSyncExternalStore } from 'react';

const synth = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * The speech engine last found with a voice. Every speaker button asks at each render, and
 * `getVoices()` builds a new list of every voice the phone has at each call: not a cost for an
 * answer's frame. Only a yes is kept (a no is an empty list, cheap to ask again, and voices may
 * arrive at any time); it is forgotten when the voices change.
 */
let engineWithVoice: SpeechSynthesis | null = null;

/** Whether the browser can speak now (voices load after the page in some browsers). */
export function hasVoice(): boolean {
  const s = synth();
  if (!s || typeof SpeechSynthesisUtterance === 'undefined') return false;
  if (engineWithVoice !== s) engineWithVoice = s.getVoices().length > 0 ? s : null;
  return engineWithVoice === s;
}

/** Calls back when the browser's voices change (they load after the page in some browsers). */
export function subscribeToVoices(onChange: () => void) {
  const s = synth();
  if (!s) return () => {};
  const changed = () => {
    engineWithVoice = null;
    onChange();
  };
  s.addEventListener?.('voiceschanged', changed);
  return () => s.removeEventListener?.('voiceschanged', changed);
}

export function useHasVoice(): boolean {
  return useSyncExternalStore(subscribeToVoices, hasVoice, () => false);
}

/** Says the text, cutting off whatever was being said (a new question should not wait). */
export function speak(text: string) {
  const s = synth();
  if (!s || !hasVoice() || text.trim() === '') return;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  // A little slower than usual: the listeners are learning to read.
  utterance.rate = 0.9;
  s.speak(utterance);
}

export function stopSpeaking() {
  synth()?.cancel();
}

/** Symbols a voice would read badly ("7 × 3 = ?"), in words. */
/** A word as read-aloud spells it: "E, A, R, L, Y" (capitals, so each is said as a letter's name). */
export function letterByLetter(word: string): string {
  return [...word.toUpperCase()].join(', ');
}

export function spokenText(text: string): string {
  return (
    text
      // A pattern's shape symbols are drawn; their names follow them in words.
      .replace(/[●▲■★◆♥☾✚]/g, '')
      .replaceAll('×', ' times ')
      .replaceAll('÷', ' divided by ')
      .replaceAll('−', ' minus ')
      .replace(/(\d)\s*-\s*(\d)/g, '$1 minus $2')
      .replaceAll('+', ' plus ')
      .replaceAll('= ?', ' equals what?')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
