import { describe, expect, it } from 'vitest';
import { testT } from '#web/test/i18n.ts';
import {
  ANSWER_TOLERANCE,
  checkAnswer,
  feedbackFor,
  isNumberCorrect,
  parseDecimal,
  type Question,
} from './question.ts';
import { createRng } from './random.ts';

describe('answer checking (docs/product.md#validation: trimmed, a decimal, within 0.001)', () => {
  it('has a tolerance of 0.001', () => {
    expect(ANSWER_TOLERANCE).toBe(0.001);
  });

  it.each([
    ['12', 12, true],
    ['  12  ', 12, true],
    ['12.0', 12, true],
    ['12.0009', 12, true],
    ['12.001', 12, true],
    ['11.999', 12, true],
    ['12.0011', 12, false],
    ['12.002', 12, false],
    ['11.998', 12, false],
    ['13', 12, false],
    ['-3', -3, true],
    ['.5', 0.5, true],
    ['+7', 7, true],
    ['3.3333', 10 / 3, true],
    ['3.33', 10 / 3, false],
    ['', 0, false],
    ['   ', 0, false],
    ['abc', 0, false],
    ['12abc', 12, false],
    ['1e1', 10, false],
    ['1,5', 1.5, false],
  ] as const)('"%s" for %d is %s', (input, expected, correct) => {
    expect(isNumberCorrect(input, expected)).toBe(correct);
  });

  it('parses decimals and refuses anything else', () => {
    expect(parseDecimal(' 4.25 ')).toBe(4.25);
    expect(parseDecimal('4.')).toBe(4);
    expect(Number.isNaN(parseDecimal('four'))).toBe(true);
  });

  it('checks typed words ignoring case and spaces, and choices exactly', () => {
    const word: Question = { key: 'w', kind: 'spelling', prompt: '', mode: 'text', answer: 'garden' };
    expect(checkAnswer(word, ' Garden ')).toBe(true);
    expect(checkAnswer(word, 'gardan')).toBe(false);
    const choice: Question = {
      key: 'c',
      kind: 'logic',
      prompt: '',
      mode: 'choice',
      choices: ['A1', 'B2'],
      answer: 'B2',
    };
    expect(checkAnswer(choice, 'B2')).toBe(true);
    expect(checkAnswer(choice, 'A1')).toBe(false);
  });
});

describe('feedback', () => {
  const q: Question = { key: 'q', kind: 'arithmetic', prompt: '3 + 4 = ?', mode: 'number', answer: '7' };

  it('says "Correct!" with "+N points" (docs/product.md#texts-and-error-messages)', () => {
    const f = feedbackFor(q, true, 10, createRng(1), testT('en'));
    expect(f).toMatchObject({ correct: true, title: 'Correct!', text: '+10 points' });
    expect(f.encouragement).toBeTruthy();
  });

  it('says "Incorrect" with "The correct answer was X", and something kind', () => {
    const f = feedbackFor(q, false, 0, createRng(1), testT('en'));
    expect(f).toMatchObject({ correct: false, title: 'Incorrect', text: 'The correct answer was 7' });
    expect(f.encouragement).toMatch(/try|Almost|okay|effort/i);
  });
});
