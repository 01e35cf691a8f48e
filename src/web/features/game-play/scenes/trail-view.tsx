import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { hopsOf, trailStones, trailText } from '../engine/trail.ts';
import { PLAY } from './play-palette.ts';

export interface TrailViewProps {
  correctAnswers: number;
  /** Stones on the trail: the round's questions. */
  count: number;
  /** Right answers that reach the flag (a level's goal), or every stone. */
  needed: number | null;
  className?: string;
}

/** The Number Trail's hill: stepping stones up to a flag, the hopper on the stone it has reached. */
export function TrailView({ correctAnswers, count, needed, className }: TrailViewProps) {
  const t = useT();
  const stones = trailStones(count);
  const hops = hopsOf(correctAnswers, count);
  const goal = stones[Math.min(needed ?? count, count) - 1] ?? stones.at(-1);
  // Before the first hop the hopper waits at the foot of the hill.
  const at = hops === 0 ? { x: 3, y: 56 } : (stones[hops - 1] ?? { x: 3, y: 56 });
  return (
    <svg
      role="img"
      aria-label={trailText(t, correctAnswers, count, needed)}
      viewBox="0 0 100 62"
      className={cn('w-full', className)}
    >
      <path d="M0 62 C 25 40, 55 20, 100 8 L 100 62 Z" fill={PLAY.leafSoft} />
      <path d="M0 62 C 30 52, 60 40, 100 34 L 100 62 Z" fill={PLAY.leaf} opacity={0.25} />
      {stones.map((s) => (
        <ellipse
          key={s.index}
          cx={s.x}
          cy={s.y}
          rx={3.6}
          ry={2.2}
          fill={s.index < hops ? PLAY.sun : PLAY.card}
          stroke={PLAY.slate}
          strokeWidth={0.4}
        />
      ))}
      {goal ? (
        <g aria-hidden>
          <line
            x1={goal.x + 4}
            y1={goal.y}
            x2={goal.x + 4}
            y2={goal.y - 12}
            stroke={PLAY.slate}
            strokeWidth={0.6}
          />
          <polygon
            points={`${goal.x + 4},${goal.y - 12} ${goal.x + 11},${goal.y - 9.5} ${goal.x + 4},${goal.y - 7}`}
            fill={PLAY.coralStrong}
          />
        </g>
      ) : null}
      <g
        aria-hidden
        className="motion-safe:transition-transform motion-safe:duration-200"
        style={{ transform: `translate(${at.x}px, ${at.y - 4}px)` }}
      >
        <circle r={2.6} fill={PLAY.leaf} />
        <circle cx={-0.9} cy={-0.5} r={0.45} fill={PLAY.card} />
        <circle cx={0.9} cy={-0.5} r={0.45} fill={PLAY.card} />
        <path d="M -1 0.9 Q 0 1.8 1 0.9" stroke={PLAY.card} strokeWidth={0.35} fill="none" />
      </g>
    </svg>
  );
}
