// The Robot Maze's board: a square grid of cells, walls between some neighbours, the robot and the
// star. The child steers the robot one step at a time; a step into a wall or off the board leaves
// it where it is. Pure: the play view draws it, the engine checks an answer with it.
import type { Rng } from './random.ts';

export type Step = 'up' | 'down' | 'left' | 'right';
export const STEPS: readonly Step[] = ['up', 'right', 'down', 'left'];

/** A cell as [column, row]; row 0 is the top row, as it is drawn. */
export type Cell = readonly [number, number];

export interface Maze {
  size: number;
  /** Walls between two neighbouring cells, each as "c,r|c,r" with the smaller cell first. */
  walls: string[];
  robot: Cell;
  star: Cell;
  /** Steps the robot may take (bumps into walls count): the shortest way plus some room. */
  budget: number;
}

const DELTA: Record<Step, Cell> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
/** One letter a step, so a route is a short text answer: "rrdl". */
const LETTER: Record<Step, string> = { up: 'u', down: 'd', left: 'l', right: 'r' };

export const cellKey = ([c, r]: Cell) => `${c},${r}`;
export function wallKey(a: Cell, b: Cell): string {
  const [first, second] = a[1] * 100 + a[0] <= b[1] * 100 + b[0] ? [a, b] : [b, a];
  return `${cellKey(first)}|${cellKey(second)}`;
}

const inside = (size: number, [c, r]: Cell) => c >= 0 && r >= 0 && c < size && r < size;

/** Where one step takes the robot: the next cell, or the same one when a wall or the edge is in the way. */
export function move(maze: Pick<Maze, 'size' | 'walls'>, from: Cell, step: Step): Cell {
  const to: Cell = [from[0] + DELTA[step][0], from[1] + DELTA[step][1]];
  if (!inside(maze.size, to) || maze.walls.includes(wallKey(from, to))) return from;
  return to;
}

export const routeText = (steps: readonly Step[]) => steps.map((s) => LETTER[s]).join('');

export function parseRoute(text: string): Step[] | null {
  const steps: Step[] = [];
  for (const letter of text.trim()) {
    const step = STEPS.find((s) => LETTER[s] === letter);
    if (!step) return null;
    steps.push(step);
  }
  return steps;
}

/** Where the robot ends after the steps. */
export function walk(maze: Maze, steps: readonly Step[]): Cell {
  return steps.reduce<Cell>((at, step) => move(maze, at, step), maze.robot);
}

export const sameCell = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];

/** A route is right when it brings the robot to the star within the step budget. */
export function reachesStar(maze: Maze, steps: readonly Step[]): boolean {
  return steps.length <= maze.budget && sameCell(walk(maze, steps), maze.star);
}

/** The shortest way from the robot to the star (breadth-first), or null when walls close it off. */
export function shortestRoute(maze: Pick<Maze, 'size' | 'walls' | 'robot' | 'star'>): Step[] | null {
  const seen = new Map<string, Step[]>([[cellKey(maze.robot), []]]);
  const queue: Cell[] = [maze.robot];
  for (let at = queue.shift(); at; at = queue.shift()) {
    const route = seen.get(cellKey(at)) ?? [];
    if (sameCell(at, maze.star)) return route;
    for (const step of STEPS) {
      const to = move(maze, at, step);
      if (!seen.has(cellKey(to))) {
        seen.set(cellKey(to), [...route, step]);
        queue.push(to);
      }
    }
  }
  return null;
}

/**
 * A maze with one way between any two cells (a depth-first carve), then a few walls knocked out
 * so there is more than one way; the robot and the star are put `distance` or more steps apart.
 */
export function generateMaze(size: number, minDistance: number, rng: Rng): Maze {
  const walls = new Set<string>();
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (c + 1 < size) walls.add(wallKey([c, r], [c + 1, r]));
      if (r + 1 < size) walls.add(wallKey([c, r], [c, r + 1]));
    }
  const visited = new Set<string>(['0,0']);
  const stack: Cell[] = [[0, 0]];
  while (stack.length > 0) {
    const at = stack[stack.length - 1] as Cell;
    const next = rng
      .shuffle(STEPS)
      .map((s): Cell => [at[0] + DELTA[s][0], at[1] + DELTA[s][1]])
      .find((to) => inside(size, to) && !visited.has(cellKey(to)));
    if (!next) {
      stack.pop();
      continue;
    }
    walls.delete(wallKey(at, next));
    visited.add(cellKey(next));
    stack.push(next);
  }
  for (const extra of rng.shuffle([...walls]).slice(0, Math.floor(walls.size / 4))) walls.delete(extra);
  const open = { size, walls: [...walls].sort() };
  const cells = Array.from({ length: size * size }, (_, i): Cell => [i % size, Math.floor(i / size)]);
  for (;;) {
    const robot = rng.pick(cells);
    const star = rng.pick(cells);
    const route = shortestRoute({ ...open, robot, star });
    if (route && route.length >= minDistance) {
      return { ...open, robot, star, budget: route.length + Math.max(3, Math.ceil(route.length / 2)) };
    }
  }
}

const STEP_WORD: Record<Step, string> = { up: 'up', down: 'down', left: 'left', right: 'right' };

/** "2 right, 1 down": a route the way a child says it. */
export function describeRoute(steps: readonly Step[]): string {
  const runs: { step: Step; count: number }[] = [];
  for (const step of steps) {
    const last = runs[runs.length - 1];
    if (last && last.step === step) last.count += 1;
    else runs.push({ step, count: 1 });
  }
  return runs.map((r) => `${r.count} ${STEP_WORD[r.step]}`).join(', ');
}
