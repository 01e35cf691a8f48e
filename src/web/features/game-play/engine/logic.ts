// Logic puzzles, generated: steering the robot through a maze to the star (maze.ts), putting
// friends in order from clues, and finding the odd one out (multiple choice).
import type { GenContext } from './context.ts';
import { cellKey, generateMaze, routeText, shortestRoute } from './maze.ts';
import type { Question } from './question.ts';
import type { Rng } from './random.ts';

/** A maze to walk: bigger boards and longer ways at later levels. */
export function mazeQuestion(ctx: GenContext, rng: Rng): Question {
  const size = ctx.stage < 0.3 ? 4 : 5;
  const minDistance = ctx.stage < 0.15 ? 3 : ctx.stage < 0.5 ? 4 : 6;
  const maze = generateMaze(size, minDistance, rng);
  const route = shortestRoute(maze) ?? [];
  return {
    key: `maze:${size}:${cellKey(maze.robot)}>${cellKey(maze.star)}:${maze.walls.join(';')}`,
    kind: 'logic',
    prompt: ctx.t('games.q.maze'),
    mode: 'maze',
    answer: routeText(route),
    scene: { type: 'maze', maze },
  };
}

const NAMES = [
  'Mia',
  'Leo',
  'Ava',
  'Sam',
  'Zoe',
  'Max',
  'Ivy',
  'Ben',
  'Nia',
  'Omar',
  'Lily',
  'Raj',
  'Emma',
  'Kai',
];
// What the friends are compared by: the catalog's games.logic.* messages say each in words.
const COMPARISONS = ['tall', 'old', 'fast', 'heavy'] as const;

function whoIsFirst(ctx: GenContext, rng: Rng): Question {
  const count = ctx.stage < 0.75 ? 3 : 4;
  const people = rng.shuffle(NAMES).slice(0, count); // in order, most first
  const comparison = rng.pick(COMPARISONS);
  const clues = rng.shuffle(
    people
      .slice(0, -1)
      .map((p, i) => ctx.t('games.logic.clue', { a: p, b: people[i + 1] ?? '', comparison })),
  );
  const askMost = rng.next() < 0.5;
  const answer = (askMost ? people[0] : people[count - 1]) as string;
  const question = ctx.t('games.logic.who', { comparison, which: askMost ? 'most' : 'least' });
  return {
    key: `order:${people.join('>')}:${comparison}:${askMost ? 'most' : 'least'}`,
    kind: 'logic',
    prompt: `${clues.join(' ')} ${question}`,
    mode: 'choice',
    choices: rng.shuffle(people),
    answer,
  };
}

const GROUPS: Record<string, string[]> = {
  fruits: ['apple', 'banana', 'cherry', 'grape', 'mango', 'pear', 'plum', 'peach'],
  animals: ['dog', 'cat', 'horse', 'rabbit', 'tiger', 'sheep', 'goat', 'mouse'],
  vehicles: ['car', 'bus', 'train', 'bicycle', 'truck', 'boat', 'plane', 'scooter'],
  colors: ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'white'],
  shapes: ['circle', 'square', 'triangle', 'oval', 'rectangle', 'star', 'hexagon', 'diamond'],
  instruments: ['drum', 'piano', 'violin', 'flute', 'guitar', 'trumpet', 'harp', 'cello'],
};

function oddOneOut(ctx: GenContext, rng: Rng): Question {
  const [group, other] = rng.shuffle(Object.keys(GROUPS)) as [string, string];
  const members = rng.shuffle(GROUPS[group] ?? []).slice(0, 3);
  const odd = rng.pick(GROUPS[other] ?? []);
  const picked = [...members, odd].sort();
  // The words in the round's language, in that language's order.
  const word = (w: string) => ctx.t('games.logic.word', { word: w });
  const shown = picked.map(word).sort((a, b) => a.localeCompare(b));
  return {
    key: `odd:${picked.join(',')}`,
    kind: 'logic',
    prompt: ctx.t('games.logic.odd'),
    display: shown.join(' · '),
    mode: 'choice',
    choices: rng.shuffle(shown),
    answer: word(odd),
    explanation: ctx.t('games.logic.others', { group }),
  };
}

export function logicQuestion(ctx: GenContext, rng: Rng): Question {
  // The maze is the game's promise: the first levels are all mazes, later ones mostly.
  if (ctx.stage < 0.45 || rng.next() < 0.5) return mazeQuestion(ctx, rng);
  return rng.next() < 0.5 ? whoIsFirst(ctx, rng) : oddOneOut(ctx, rng);
}
