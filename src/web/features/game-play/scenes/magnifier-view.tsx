import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { PLAY } from './play-palette.ts';

/** Word Detective's magnifying glass with the clue word in its lens. */
export function MagnifierView({ word, className }: { word: string; className?: string }) {
  const t = useT();
  const mystery = word === '?';
  return (
    <svg
      role="img"
      aria-label={mystery ? t('games.magnifier.mystery') : t('games.magnifier.word', { word })}
      viewBox="0 0 120 70"
      className={cn('mx-auto w-full max-w-xs', className)}
    >
      <line x1={78} y1={50} x2={104} y2={66} stroke={PLAY.slate} strokeWidth={7} strokeLinecap="round" />
      <circle cx={55} cy={33} r={30} fill={PLAY.card} stroke={PLAY.skyStrong} strokeWidth={5} />
      <text
        x={55}
        y={39}
        textAnchor="middle"
        fontSize={mystery ? 26 : Math.max(9, Math.min(16, 120 / Math.max(word.length, 1)))}
        fontWeight={800}
        fill={PLAY.slate}
      >
        {word}
      </text>
    </svg>
  );
}
