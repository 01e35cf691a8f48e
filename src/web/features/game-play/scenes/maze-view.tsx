import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { focusAfterPaint } from '#web/lib/after-paint.ts';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { type Cell, type Maze, move, routeText, STEPS, type Step, sameCell, walk } from '../engine/maze.ts';
import { PLAY } from './play-palette.ts';

export interface MazeViewProps {
  maze: Maze;
  /** Called once: the route when the robot reaches the star or runs out of steps. */
  onAnswer: (route: string) => void;
  /** After answering: the board stays, the buttons rest. */
  done: boolean;
  className?: string;
}

const CELL = 20;
const KEYS: Record<string, Step> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
const ICONS = { up: ArrowUp, down: ArrowDown, left: ArrowLeft, right: ArrowRight };
const where = ([c, r]: Cell, t: Translate) => t('games.maze.cell', { row: r + 1, column: c + 1 });
const STEP_NAME: Record<Step, MessageKey> = {
  up: 'games.maze.up',
  down: 'games.maze.down',
  left: 'games.maze.left',
  right: 'games.maze.right',
};

/** The board's margin around the grid, in the drawing's units (the outline's stroke shows whole). */
const MARGIN = 2;

/**
 * The grid, its walls and the star: the same for every step of a question, so drawn once (a step
 * moves only the robot).
 */
const MazeBoard = memo(function MazeBoard({ maze }: { maze: Maze }) {
  const px = maze.size * CELL;
  return (
    <svg
      aria-hidden
      viewBox={`${-MARGIN} ${-MARGIN} ${px + 2 * MARGIN} ${px + 2 * MARGIN}`}
      className="block w-full"
    >
      <rect x={0} y={0} width={px} height={px} rx={4} fill={PLAY.sky} />
      {Array.from({ length: maze.size * maze.size }, (_, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place on the board is its identity
          key={i}
          x={(i % maze.size) * CELL + 1}
          y={Math.floor(i / maze.size) * CELL + 1}
          width={CELL - 2}
          height={CELL - 2}
          rx={3}
          fill={PLAY.card}
          opacity={0.7}
        />
      ))}
      {maze.walls.map((w) => {
        const [a, b] = w.split('|').map((c) => c.split(',').map(Number)) as [number[], number[]];
        const vertical = a[1] === b[1];
        const x = vertical ? (b[0] ?? 0) * CELL : (a[0] ?? 0) * CELL;
        const y = vertical ? (a[1] ?? 0) * CELL : (b[1] ?? 0) * CELL;
        return (
          <line
            key={w}
            x1={x}
            y1={y}
            x2={vertical ? x : x + CELL}
            y2={vertical ? y + CELL : y}
            stroke={PLAY.slate}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
        );
      })}
      <rect x={0} y={0} width={px} height={px} rx={4} fill="none" stroke={PLAY.slate} strokeWidth={2.5} />
      <polygon
        transform={`translate(${maze.star[0] * CELL + CELL / 2} ${maze.star[1] * CELL + CELL / 2})`}
        points="0,-7 2,-2.2 7,-2.2 3,1 4.5,6 0,3 -4.5,6 -3,1 -7,-2.2 -2,-2.2"
        fill={PLAY.sun}
        stroke={PLAY.slate}
        strokeWidth={0.6}
      />
    </svg>
  );
});

/**
 * The robot, in an HTML box of one cell laid over the board: a step moves the box, which the
 * compositor slides (a moving part of an SVG is redrawn by the main thread at every frame, and a
 * step's paint on a slow phone waited on it).
 */
function RobotOnBoard({ robot, size }: { robot: Cell; size: number }) {
  const whole = size * CELL + 2 * MARGIN;
  const cell = `${(CELL / whole) * 100}%`;
  const margin = `${(MARGIN / whole) * 100}%`;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute will-change-transform motion-safe:transition-transform motion-safe:duration-200"
      style={{
        left: margin,
        top: margin,
        width: cell,
        height: cell,
        transform: `translate(${robot[0] * 100}%, ${robot[1] * 100}%)`,
      }}
    >
      <svg aria-hidden viewBox={`${-CELL / 2} ${-CELL / 2} ${CELL} ${CELL}`} className="block size-full">
        <line x1={0} y1={-8} x2={0} y2={-5.5} stroke={PLAY.slate} strokeWidth={0.8} />
        <circle cx={0} cy={-8.3} r={1.1} fill={PLAY.coralStrong} />
        <rect
          x={-6}
          y={-5.5}
          width={12}
          height={11}
          rx={3}
          fill={PLAY.leaf}
          stroke={PLAY.slate}
          strokeWidth={0.6}
        />
        <circle cx={-2.4} cy={-1} r={1.5} fill={PLAY.card} />
        <circle cx={2.4} cy={-1} r={1.5} fill={PLAY.card} />
        <rect x={-2.5} y={2} width={5} height={1.2} rx={0.6} fill={PLAY.card} />
      </svg>
    </div>
  );
}

/**
 * The Robot Maze: the grid, its walls, the robot and the star; arrow buttons or keys move the
 * robot. It stays on the page from one maze to the next, its route started again: Next then
 * changes the board's cells and walls and keeps the arrow buttons, instead of taking the whole
 * view out and drawing a new one (a Next's frame on a slow phone, docs/benchmarks.md#play).
 */
export function MazeView({ maze, onAnswer, done, className }: MazeViewProps) {
  const t = useT();
  // The route taken in this maze, and how many mazes this view has shown (a robot of its own for
  // each, below). A new maze starts a new route, set while drawing so no frame shows the old one.
  const [route, setRoute] = useState({ maze, steps: [] as Step[], mazeNumber: 0 });
  if (route.maze !== maze) setRoute({ maze, steps: [], mazeNumber: route.mazeNumber + 1 });
  const steps = route.maze === maze ? route.steps : [];
  const robot = walk(maze, steps);
  const board = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the board takes the focus for every new maze
  useEffect(() => focusAfterPaint(board.current), [maze]);

  const left = maze.budget - steps.length;
  const step = (s: Step) => {
    if (done || left <= 0) return;
    const to = move(maze, robot, s);
    const taken = [...steps, s];
    setRoute({ ...route, steps: taken });
    if (sameCell(to, maze.star) || taken.length >= maze.budget) onAnswer(routeText(taken));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const s = KEYS[event.key];
    if (!s) return;
    event.preventDefault();
    step(s);
  };
  const open = STEPS.filter((s) => !sameCell(move(maze, robot, s), robot));
  return (
    <div className={cn('grid justify-items-center gap-3', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable board that takes arrow keys, not a form group */}
      <div
        ref={board}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes the arrow keys
        tabIndex={0}
        role="group"
        aria-label={t('games.maze.board')}
        aria-describedby="maze-where"
        onKeyDown={onKeyDown}
        className="relative w-full max-w-sm rounded-2xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MazeBoard maze={maze} />
        {/* A robot of its own for each maze: it slides between cells, not from the last maze's. */}
        <RobotOnBoard key={route.mazeNumber} robot={robot} size={maze.size} />
      </div>
      <p id="maze-where" aria-live="polite" className="text-center font-bold">
        {sameCell(robot, maze.star)
          ? t('games.maze.reached')
          : t('games.maze.where', { robot: where(robot, t), star: where(maze.star, t), left })}
        <span className="sr-only">
          {' '}
          {t('games.maze.open', {
            ways: open.map((s) => t(STEP_NAME[s]).toLocaleLowerCase()).join(', ') || t('games.maze.none'),
          })}
        </span>
      </p>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('games.maze.legend')}</legend>
        {(['up', 'left', 'right', 'down'] as const).map((s) => {
          const Icon = ICONS[s];
          return (
            <Button
              key={s}
              type="button"
              size="lg"
              variant="secondary"
              disabled={done || left <= 0}
              onClick={() => step(s)}
              className={cn(
                'size-16 p-0',
                s === 'up' && 'col-start-2',
                s === 'left' && 'col-start-1 row-start-2',
                s === 'right' && 'col-start-3 row-start-2',
                s === 'down' && 'col-start-2 row-start-3',
              )}
              aria-label={t(STEP_NAME[s])}
            >
              <Icon aria-hidden className="size-7" />
            </Button>
          );
        })}
      </fieldset>
    </div>
  );
}
