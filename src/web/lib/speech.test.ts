import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasVoice, speak, spokenText, subscribeToVoices } from './speech.ts';

describe('spokenText', () => {
  it('says sums in words and leaves out the drawn shape symbols', () => {
    expect(spokenText('7 × 3 = ?')).toBe('7 times 3 equals what?');
    expect(spokenText('12 − 5 = ?')).toBe('12 minus 5 equals what?');
    expect(spokenText('4 + 4 = ?')).toBe('4 plus 4 equals what?');
    expect(spokenText('★ star')).toBe('star');
  });
});

/** A speech engine whose voices ("name" or "name lang") the test sets, counting how often it is asked for them. */
function speechEngine(voices: string[]) {
  const listeners = new Set<() => void>();
  const engine = {
    voices,
    asked: 0,
    getVoices() {
      engine.asked++;
      return engine.voices.map((voice) => {
        const [name, lang = 'en-US'] = voice.split(' ');
        return { name, lang, default: false };
      });
    },
    spoken: [] as { text: string; lang: string; voice: unknown }[],
    cancel() {},
    speak(utterance: { text: string; lang: string; voice: unknown }) {
      engine.spoken.push(utterance);
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
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  );
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

describe('read-aloud in the page language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('speaks Spanish with a Spanish voice, its language on the utterance', () => {
    const engine = speechEngine(['Samantha en-US', 'Mónica es-ES', 'Paulina es_MX']);
    expect(hasVoice('es')).toBe(true);
    speak('¿Qué significa «feliz»?', 'es');
    expect(engine.spoken).toHaveLength(1);
    expect(engine.spoken[0]).toMatchObject({ lang: 'es-ES', voice: { name: 'Mónica' } });
    speak('What does "happy" mean?', 'en');
    expect(engine.spoken[1]).toMatchObject({ lang: 'en-US', voice: { name: 'Samantha' } });
  });

  it('has no Spanish voice where the browser has English ones only, and says nothing in English instead', () => {
    const engine = speechEngine(['Samantha en-US', 'Daniel en-GB']);
    expect(hasVoice('en')).toBe(true);
    expect(hasVoice('es')).toBe(false);
    speak('¿Qué significa «feliz»?', 'es');
    expect(engine.spoken).toEqual([]);
  });

  it('says sums in Spanish words', () => {
    expect(spokenText('7 × 3 = ?', 'es')).toBe('7 por 3 es igual a ¿cuánto?');
    expect(spokenText('12 − 5 + 1', 'es')).toBe('12 menos 5 más 1');
  });
});
