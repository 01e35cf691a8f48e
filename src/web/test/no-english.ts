import { expect } from 'vitest';

// Words every English sentence of Sprout leans on and no Spanish one holds: one of them on a page in
// Spanish is a text left untranslated.
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|for|this|that|are|is|of|to|no one|please|loading|book|back|play|points)\b/i;

/** Fails on the first English word of the element's text, quoting the text around it. */
export function expectNoEnglish(element: Element): void {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ');
  const found = ENGLISH_WORDS.exec(text);
  const around = found ? text.slice(Math.max(0, found.index - 40), found.index + 40) : '';
  expect(around, 'an English word on a page in Spanish').toBe('');
}
