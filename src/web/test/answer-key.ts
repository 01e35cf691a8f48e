// The right answers to the games, as a child who knows them would give them: worked out from a
// sum on screen, looked up in the word list and the science bank the app ships (the same text the
// question shows), or worked out from the pattern on screen. The play views' component tests and
// the browser tests use it to answer right on purpose.
import { SPANISH_BANKS } from '#web/features/game-play/engine/banks-es.ts';
import { scienceBank } from '#web/features/game-play/engine/science-bank.ts';
import { englishWords } from '#web/features/game-play/engine/word-list.ts';

/**
 * The right answers to a spelling, word-meaning or science question, from its prompt in English or
 * Spanish: one, or a few where the science bank asks the same words twice (the choices on screen
 * tell which).
 */
export function answersTo(prompt: string): string[] {
  const spanish = prompt.startsWith('¿');
  const words = spanish ? SPANISH_BANKS.words : englishWords();
  const science = spanish ? SPANISH_BANKS.science : scienceBank();
  const quoted = /"([^"]+)"|«([^»]+)»/
    .exec(prompt)
    ?.slice(1)
    .find((q) => q !== undefined);
  const answers = /^(What does "|¿Qué significa «)/.test(prompt)
    ? words.filter((w) => w.word === quoted).map((w) => w.meaning)
    : quoted !== undefined
      ? words.filter((w) => w.meaning === quoted).map((w) => w.word)
      : science.filter((q) => q.question === prompt).map((q) => q.answer);
  if (answers.length === 0) throw new Error(`no answer known to "${prompt}"`);
  return answers;
}

/**
 * The missing piece of a repeating pattern, from its description ("red circle, blue circle,
 * a missing piece"): the shortest repeat that fits every piece shown.
 */
export function missingPiece(pieces: readonly string[], missing = 'a missing piece'): string {
  const gap = pieces.indexOf(missing);
  for (let period = 1; period < pieces.length; period++) {
    const fits = pieces.every(
      (p, i) => p === missing || pieces.every((q, j) => q === missing || (i - j) % period !== 0 || p === q),
    );
    const same = pieces.find((p, i) => p !== missing && (i - gap) % period === 0);
    if (fits && same) return same;
  }
  throw new Error(`no repeat fits the pattern ${pieces.join(', ')}`);
}

/**
 * The name of the choice that is a pattern's missing piece: a colour pattern's choice is the
 * colour ("red"), a shape pattern's the shape with its sign ("▲ triangle").
 */
export function pieceChoiceName(pieceLabel: string): RegExp {
  const words = pieceLabel.split(' ');
  const color = words[0] ?? pieceLabel;
  const shape = words.at(-1) ?? pieceLabel;
  return new RegExp(`^(${color}|\\S+ ${shape})$`);
}

/** The pieces of a pattern from its text alternative ("The pattern: red circle, a missing piece."). */
export function piecesOf(patternLabel: string): string[] {
  return patternLabel
    .replace(/^The pattern: /, '')
    .replace(/\.$/, '')
    .split(', ');
}

/** The answer to an arithmetic question as the page shows it: "17 − 13 = ?" (−, × and ÷ typographic, or - and *). */
export function answerToSum(question: string): number {
  const match = question.match(/(\d+)\s*([+\-−×*÷/])\s*(\d+)\s*=\s*\?/);
  if (!match) throw new Error(`not an arithmetic question: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  switch (match[2]) {
    case '+':
      return a + b;
    case '-':
    case '−':
      return a - b;
    case '×':
    case '*':
      return a * b;
    default:
      return a / b;
  }
}
