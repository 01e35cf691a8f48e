import { describe, expect, it } from 'vitest';
import {
  describeRoute,
  generateMaze,
  type Maze,
  move,
  parseRoute,
  reachesStar,
  routeText,
  shortestRoute,
  walk,
  wallKey,
} from './maze.ts';
import { checkAnswer, type Question, shownAnswer } from './question.ts';
import { createRng } from './random.ts';

// A 3×3 board with one wall between the robot's cell and the one to its right.
const maze: Maze = { size: 3, walls: [wallKey([0, 0], [1, 0])], robot: [0, 0], star: [2, 0], budget: 6 };

describe('the Robot Maze', () => {
  it('moves one cell a step, and stays put at a wall or the edge', () => {
    expect(move(maze, [0, 0], 'down')).toEqual([0, 1]);
    expect(move(maze, [0, 0], 'right')).toEqual([0, 0]);
    expect(move(maze, [0, 0], 'up')).toEqual([0, 0]);
    expect(move(maze, [0, 0], 'left')).toEqual([0, 0]);
    expect(move(maze, [1, 1], 'up')).toEqual([1, 0]);
  });

  it('finds the shortest way round a wall', () => {
    const route = shortestRoute(maze) ?? [];
    expect(route).toHaveLength(4);
    expect(route[0]).toBe('down');
    expect(reachesStar(maze, route)).toBe(true);
    expect(describeRoute(['down', 'right', 'right', 'up'])).toBe('1 down, 2 right, 1 up');
  });

  it('counts a route right only when it reaches the star within the budget', () => {
    expect(reachesStar(maze, ['down', 'right', 'right', 'up'])).toBe(true);
    expect(reachesStar(maze, ['right', 'right'])).toBe(false);
    expect(reachesStar(maze, ['right', 'right', 'right', 'down', 'right', 'right', 'up'])).toBe(false);
    expect(walk(maze, ['right', 'down'])).toEqual([0, 1]);
  });

  it('writes a route as letters and reads it back, refusing anything else', () => {
    expect(routeText(['up', 'down', 'left', 'right'])).toBe('udlr');
    expect(parseRoute('udlr')).toEqual(['up', 'down', 'left', 'right']);
    expect(parseRoute('ux')).toBeNull();
  });

  it('makes mazes whose star can be reached, at least the asked distance away', () => {
    const rng = createRng(7);
    for (let i = 0; i < 200; i++) {
      const m = generateMaze(5, 4, rng);
      const route = shortestRoute(m);
      expect(route?.length).toBeGreaterThanOrEqual(4);
      expect(m.budget).toBeGreaterThan(route?.length ?? 0);
      expect(reachesStar(m, route ?? [])).toBe(true);
    }
  });

  it('checks a maze answer by walking it, and shows the right one in steps', () => {
    const q: Question = {
      key: 'maze:test',
      kind: 'logic',
      prompt: 'Help the robot reach the star!',
      mode: 'maze',
      answer: 'drru',
      scene: { type: 'maze', maze },
    };
    expect(checkAnswer(q, 'drru')).toBe(true);
    expect(checkAnswer(q, 'ddrruu')).toBe(true);
    expect(checkAnswer(q, 'rr')).toBe(false);
    expect(checkAnswer(q, 'hello')).toBe(false);
    expect(shownAnswer(q)).toBe('1 down, 2 right, 1 up');
  });
});
