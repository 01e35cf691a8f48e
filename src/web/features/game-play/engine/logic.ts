// Logic puzzles, generated: steering a robot on a lettered grid, putting friends in order from
// clues, and finding the odd one out. All multiple choice.
import type { GenContext } from './context';
import { choicesOf, type Question } from './question';
import type { Rng } from './random';

const COLUMNS = ['A', 'B', 'C', 'D', 'E'];
const SIZE = 5;
type Move = { dir: 'up' | 'down' | 'left' | 'right'; steps: number };
const DELTA = { up: [0, 1], down: [0, -1], left: [-1, 0], right: [1, 0] } as const;

const cell = (x: number, y: number) => `${COLUMNS[x]}${y + 1}`;
const stepsText = (m: Move) => `${m.steps} ${m.steps === 1 ? 'square' : 'squares'} ${m.dir}`;

function robotWalk(moveCount: number, rng: Rng) {
  for (;;) {
    const start = [rng.int(0, SIZE - 1), rng.int(0, SIZE - 1)] as [number, number];
    let [x, y] = start;
    const moves: Move[] = [];
    let ok = true;
    for (let i = 0; i < moveCount; i++) {
      const options = (Object.keys(DELTA) as Move['dir'][]).filter((d) => d !== moves.at(-1)?.dir);
      const dir = rng.pick(options);
      const steps = rng.int(1, 3);
      x += DELTA[dir][0] * steps;
      y += DELTA[dir][1] * steps;
      if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) {
        ok = false;
        break;
      }
      moves.push({ dir, steps });
    }
    if (ok) return { start, end: [x, y] as [number, number], moves };
  }
}

function neighbours([x, y]: [number, number]): string[] {
  const out: string[] = [];
  for (let dx = -2; dx <= 2; dx++)
    for (let dy = -2; dy <= 2; dy++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx || dy) && nx >= 0 && ny >= 0 && nx < SIZE && ny < SIZE) out.push(cell(nx, ny));
    }
  return out;
}

function whereIsTheRobot(ctx: GenContext, rng: Rng): Question {
  const moveCount = ctx.stage < 0.2 ? 1 : ctx.stage < 0.45 ? 2 : 3;
  const walk = robotWalk(moveCount, rng);
  const startCell = cell(...walk.start);
  const answer = cell(...walk.end);
  const path = walk.moves.map(stepsText).join(', then ');
  return {
    key: `robot:${startCell}:${walk.moves.map((m) => `${m.dir}${m.steps}`).join('-')}`,
    kind: 'logic',
    prompt: `The robot starts on square ${startCell}. It moves ${path}. Which square is it on now?`,
    display: 'Columns A to E go left to right; rows 1 to 5 go from the bottom up.',
    mode: 'choice',
    choices: choicesOf(answer, neighbours(walk.end), rng),
    answer,
  };
}

function whichDirections(rng: Rng): Question {
  const walk = robotWalk(2, rng);
  const [sx, sy] = walk.start;
  const [ex, ey] = walk.end;
  const dx = ex - sx;
  const dy = ey - sy;
  if (dx === 0 || dy === 0) return whichDirections(rng);
  const h = (n: number) => `${Math.abs(n)} ${n > 0 ? 'right' : 'left'}`;
  const v = (n: number) => `${Math.abs(n)} ${n > 0 ? 'up' : 'down'}`;
  const answer = `${h(dx)}, ${v(dy)}`;
  const wrong = [`${h(-dx)}, ${v(dy)}`, `${h(dx)}, ${v(-dy)}`, `${h(-dx)}, ${v(-dy)}`, `${h(dy)}, ${v(dx)}`];
  return {
    key: `route:${cell(sx, sy)}>${cell(ex, ey)}`,
    kind: 'logic',
    prompt: `The robot is on ${cell(sx, sy)} and wants to reach the star on ${cell(ex, ey)}. Which directions get it there?`,
    display: 'Columns A to E go left to right; rows 1 to 5 go from the bottom up.',
    mode: 'choice',
    choices: choicesOf(answer, wrong, rng),
    answer,
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
const COMPARISONS = [
  { more: 'taller', most: 'tallest', least: 'shortest' },
  { more: 'older', most: 'oldest', least: 'youngest' },
  { more: 'faster', most: 'fastest', least: 'slowest' },
  { more: 'heavier', most: 'heaviest', least: 'lightest' },
];

function whoIsFirst(ctx: GenContext, rng: Rng): Question {
  const count = ctx.stage < 0.75 ? 3 : 4;
  const people = rng.shuffle(NAMES).slice(0, count); // in order, most first
  const c = rng.pick(COMPARISONS);
  const clues = rng.shuffle(people.slice(0, -1).map((p, i) => `${p} is ${c.more} than ${people[i + 1]}.`));
  const askMost = rng.next() < 0.5;
  const answer = (askMost ? people[0] : people[count - 1]) as string;
  return {
    key: `order:${people.join('>')}:${c.more}:${askMost ? 'most' : 'least'}`,
    kind: 'logic',
    prompt: `${clues.join(' ')} Who is the ${askMost ? c.most : c.least}?`,
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

function oddOneOut(rng: Rng): Question {
  const [group, other] = rng.shuffle(Object.keys(GROUPS)) as [string, string];
  const members = rng.shuffle(GROUPS[group] ?? []).slice(0, 3);
  const odd = rng.pick(GROUPS[other] ?? []);
  const shown = [...members, odd].sort();
  return {
    key: `odd:${shown.join(',')}`,
    kind: 'logic',
    prompt: 'Which one does not belong?',
    display: shown.join(' · '),
    mode: 'choice',
    choices: rng.shuffle(shown),
    answer: odd,
    explanation: `The others are all ${group}.`,
  };
}

export function logicQuestion(ctx: GenContext, rng: Rng): Question {
  if (ctx.stage < 0.45) return whereIsTheRobot(ctx, rng);
  const kinds = ctx.stage < 0.6 ? [0, 1, 2] : ctx.stage < 0.8 ? [0, 1, 2, 3] : [0, 1, 2, 3];
  switch (rng.pick(kinds)) {
    case 0:
      return whereIsTheRobot(ctx, rng);
    case 1:
      return whichDirections(rng);
    case 2:
      return whoIsFirst(ctx, rng);
    default:
      return oddOneOut(rng);
  }
}
