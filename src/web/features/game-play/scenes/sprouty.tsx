import { memo } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { PLAY } from './play-palette.ts';

export type SproutyMood = 'wave' | 'cheer' | 'comfort' | 'dance';

const LABEL: Record<SproutyMood, MessageKey> = {
  wave: 'games.sprouty.wave',
  cheer: 'games.sprouty.cheer',
  comfort: 'games.sprouty.comfort',
  dance: 'games.sprouty.dance',
};

/**
 * Sprouty, the seedling guide (BRAND.md): a few poses, flat SVG in the palette, no text inside.
 * It hops twice when it cheers, only when motion is welcome (motion-safe), so under reduced
 * motion nothing moves, and with motion nothing moves for long.
 * The hop moves a box around the drawing, not the drawing: the browser runs an HTML box's
 * transform off the main thread, but redraws an animated SVG on it every frame, which would slow
 * the tap on Next question while Sprouty cheers. Drawn again only when the mood changes.
 */
export const Sprouty = memo(function Sprouty({ mood, className }: { mood: SproutyMood; className?: string }) {
  const t = useT();
  const happy = mood !== 'comfort';
  const armsUp = mood === 'cheer' || mood === 'dance';
  return (
    <span
      className={cn(
        'inline-block size-16 shrink-0 sm:size-20',
        mood === 'cheer' && 'motion-safe:animate-cheer',
        mood === 'dance' && 'motion-safe:animate-pop',
        className,
      )}
    >
      <svg
        role="img"
        aria-label={t(LABEL[mood])}
        data-mood={mood}
        viewBox="0 0 60 64"
        className="block size-full"
      >
        <path d="M30 22 C 18 6, 6 12, 8 20 C 16 24, 24 24, 30 22 Z" fill={PLAY.leaf} />
        <path d="M30 22 C 42 4, 56 10, 53 18 C 45 23, 37 24, 30 22 Z" fill={PLAY.leaf} />
        <line x1={30} y1={22} x2={30} y2={30} stroke={PLAY.leaf} strokeWidth={3} />
        <circle cx={30} cy={43} r={16} fill="#8fd19e" stroke={PLAY.leaf} strokeWidth={2} />
        <circle cx={24} cy={40} r={2.2} fill={PLAY.slate} />
        <circle cx={36} cy={40} r={2.2} fill={PLAY.slate} />
        <circle cx={20} cy={46} r={2.2} fill={PLAY.coral} />
        <circle cx={40} cy={46} r={2.2} fill={PLAY.coral} />
        {happy ? (
          <path
            d="M24 47 Q 30 53 36 47"
            stroke={PLAY.slate}
            strokeWidth={2}
            fill="none"
            strokeLinecap="round"
          />
        ) : (
          <path
            d="M25 49 Q 30 47 35 49"
            stroke={PLAY.slate}
            strokeWidth={2}
            fill="none"
            strokeLinecap="round"
          />
        )}
        {armsUp ? (
          <>
            <path d="M14 42 L 6 32" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
            <path d="M46 42 L 54 32" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
          </>
        ) : mood === 'wave' ? (
          <>
            <path d="M14 46 L 8 52" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
            <path d="M46 42 L 54 33" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
          </>
        ) : (
          <>
            <path d="M14 46 L 6 46" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
            <path d="M46 46 L 54 46" stroke={PLAY.leaf} strokeWidth={3} strokeLinecap="round" />
          </>
        )}
      </svg>
    </span>
  );
});
