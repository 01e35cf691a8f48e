import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasVoice, spokenText, subscribeToVoices } from './speech.ts';

describe('spokenText', () => {
  it('says sums in words and leaves out the drawn shape symbols', () => {
    expect(spokenText('7 × 3 = ?')).toBe('7 times 3 equals what?');
    expect(spokenText('12 − 5 = ?')).toBe('12 minus 5 equals what?');
    expect(spokenText('4 + 4 = ?')).toBe('4 plus 4 equals what?');
    expect(spokenText('★ star')).toBe('star');
  });
});

/** A speech engine whose voices the test sets, counting how often it is asked for them. */
function speechEngine(voices: string[]) {
  const listeners = new Set<() => void>();
  const engine = {
    voices,
    asked: 0,
    getVoices() {
      engine.asked++;
      return engine.voices.map((name) => ({ name }));
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    /** The browser's `voiceschanged`. */
    changeVoices(next: string[]) {
      engine.voices = next;
      for (const listener of listeners) listener();
    },
  };
  vi.stubGlobal('window', { speechSynthesis: engine });
  vi.stubGlobal('SpeechSynthesisUtterance', class {});
  return engine;
}

describe('hasVoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for its voices once, not at every speaker button drawn', () => {
    const engine = speechEngine(['Samantha']);
    for (let i = 0; i < 6; i++) expect(hasVoice()).toBe(true);
    expect(engine.asked).toBe(1);
  });

  it('asks again while there is no voice, since voices may arrive after the page', () => {
    const engine = speechEngine([]);
    expect(hasVoice()).toBe(false);
    engine.voices = ['Samantha'];
    expect(hasVoice()).toBe(true);
    expect(engine.asked).toBe(2);
  });

  it('forgets the answer when the voices change, and for another engine', () => {
    const engine = speechEngine(['Samantha']);
    expect(hasVoice()).toBe(true);
    // The speaker buttons' subscription is what hears `voiceschanged`.
    const subscribed = vi.fn();
    const unsubscribe = subscribeToVoices(subscribed);
    engine.changeVoices([]);
    expect(subscribed).toHaveBeenCalledOnce();
    expect(hasVoice()).toBe(false);
    unsubscribe();

    const other = speechEngine(['Daniel']);
    expect(hasVoice()).toBe(true);
    expect(other.asked).toBe(1);
  });

  it('is no for a browser without speech synthesis', () => {
    vi.stubGlobal('window', {});
    expect(hasVoice()).toBe(false);
  });
});
