// Read-aloud with the browser's own speech synthesis: nothing to download, no voice data leaves
// the device. It speaks with a voice of the page's language (docs/architecture.md#languages); a
// browser without one says so on the speaker button, in that language.
import { useSyncExternalStore } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';

const synth = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * The voice found for each language, and the speech engine it was found in. Every speaker button
 * asks at each render, and `getVoices()` builds a new list of every voice the phone has at each
 * call: not a cost for an answer's frame. Only a yes is kept (a no is cheap to ask again, and
 * voices may arrive at any time); they are forgotten when the voices change.
 */
let found: { engine: SpeechSynthesis; voices: Map<Locale, SpeechSynthesisVoice> } | null = null;

/** A voice's language is a BCP 47 tag ("es-MX"; some browsers write "es_MX"). */
const speaks = (voice: SpeechSynthesisVoice, language: Locale) =>
  (voice.lang ?? '').toLowerCase().replace('_', '-').split('-')[0] === language;

/** The browser's voice for `language` (its default one first), or null (voices load late in some). */
export function voiceFor(language: Locale = 'en'): SpeechSynthesisVoice | null {
  const s = synth();
  if (!s || typeof SpeechSynthesisUtterance === 'undefined') return null;
  if (found?.engine !== s) found = { engine: s, voices: new Map() };
  const known = found.voices.get(language);
  if (known) return known;
  const voices = s.getVoices().filter((v) => speaks(v, language));
  const voice = voices.find((v) => v.default) ?? voices[0] ?? null;
  if (voice) found.voices.set(language, voice);
  return voice;
}

/** Whether the browser can speak `language` now. */
export function hasVoice(language: Locale = 'en'): boolean {
  return voiceFor(language) !== null;
}

/** Calls back when the browser's voices change (they load after the page in some browsers). */
export function subscribeToVoices(onChange: () => void) {
  const s = synth();
  if (!s) return () => {};
  const changed = () => {
    found = null;
    onChange();
  };
  s.addEventListener?.('voiceschanged', changed);
  return () => s.removeEventListener?.('voiceschanged', changed);
}

export function useHasVoice(language: Locale = 'en'): boolean {
  return useSyncExternalStore(
    subscribeToVoices,
    () => hasVoice(language),
    () => false,
  );
}

/** Says the text in `language`, cutting off whatever was being said (a new question should not wait). */
export function speak(text: string, language: Locale = 'en') {
  const s = synth();
  const voice = voiceFor(language);
  if (!s || !voice || text.trim() === '') return;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  // A little slower than usual: the listeners are learning to read.
  utterance.rate = 0.9;
  s.speak(utterance);
}

export function stopSpeaking() {
  synth()?.cancel();
}

/** A word as read-aloud spells it: "E, A, R, L, Y" (capitals, so each is said as a letter's name). */
export function letterByLetter(word: string): string {
  return [...word.toUpperCase()].join(', ');
}

/** The symbols of a sum in each language's words. */
const SUM_WORDS: Record<Locale, Record<'times' | 'over' | 'minus' | 'plus' | 'equals', string>> = {
  en: { times: 'times', over: 'divided by', minus: 'minus', plus: 'plus', equals: 'equals what?' },
  es: { times: 'por', over: 'entre', minus: 'menos', plus: 'más', equals: 'es igual a ¿cuánto?' },
};

/** Symbols a voice would read badly ("7 × 3 = ?"), in words of `language`. */
export function spokenText(text: string, language: Locale = 'en'): string {
  const w = SUM_WORDS[language];
  return (
    text
      // A pattern's shape symbols are drawn; their names follow them in words.
      .replace(/[●▲■★◆♥☾✚]/g, '')
      .replaceAll('×', ` ${w.times} `)
      .replaceAll('÷', ` ${w.over} `)
      .replaceAll('−', ` ${w.minus} `)
      .replace(/(\d)\s*-\s*(\d)/g, `$1 ${w.minus} $2`)
      .replaceAll('+', ` ${w.plus} `)
      .replaceAll('= ?', ` ${w.equals}`)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
