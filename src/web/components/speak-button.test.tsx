import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPage } from '#web/test/render.tsx';
import { SpeakButton } from './speak-button.tsx';

const said: { text: string; lang: string }[] = [];

/** The browser's speech engine with the given voices ("name lang"). */
function voices(...list: string[]) {
  said.length = 0;
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  );
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () =>
        list.map((v) => {
          const [name, lang] = v.split(' ');
          return { name, lang, default: false };
        }),
      speak: (u: { text: string; lang: string }) => said.push({ text: u.text, lang: u.lang }),
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('SpeakButton on a page in Spanish', () => {
  it('reads with a Spanish voice', () => {
    voices('Samantha en-US', 'Paulina es-MX');
    renderInPage(<SpeakButton text="7 × 3 = ?" label="la pregunta" />, { locale: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Escuchar la pregunta' }));
    expect(said).toEqual([{ text: '7 por 3 es igual a ¿cuánto?', lang: 'es-MX' }]);
  });

  it('says, in Spanish, that the browser has no Spanish voice, and reads nothing in English', () => {
    voices('Samantha en-US');
    renderInPage(<SpeakButton text="¿Qué significa «feliz»?" label="la pregunta" />, { locale: 'es' });
    const button = screen.getByRole('button', {
      name: 'Escuchar la pregunta: este navegador no tiene una voz en español para leer en voz alta',
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(said).toEqual([]);
  });

  it('reads English with the English voice on an English page', () => {
    voices('Samantha en-US', 'Paulina es-MX');
    renderInPage(<SpeakButton text="4 + 4 = ?" label="the question" />);
    fireEvent.click(screen.getByRole('button', { name: 'Hear the question' }));
    expect(said).toEqual([{ text: '4 plus 4 equals what?', lang: 'en-US' }]);
  });
});
