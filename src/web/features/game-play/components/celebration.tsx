import { Award, Flag, PartyPopper, Star, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { useReducedMotion } from '#web/lib/use-reduced-motion.ts';
import { cn } from '#web/lib/utils.ts';
import type { Celebration } from '../round/celebrations.ts';

// The theme's own colours (globals.css), so confetti changes with the palette.
const COLORS = [
  'var(--color-primary)',
  'var(--color-sun)',
  'var(--color-sky-strong)',
  'var(--color-coral-strong)',
  'var(--color-primary-soft)',
  'var(--color-coral)',
];
const PIECES = 42;
const CONFETTI_MS = 3200;

interface Piece {
  left: number;
  size: number;
  color: string;
  shape: 'rect' | 'circle' | 'triangle';
  drift: number;
  spin: number;
  duration: number;
  delay: number;
}

function makePieces(): Piece[] {
  const shapes = ['rect', 'circle', 'triangle'] as const;
  return Array.from({ length: PIECES }, (_, i) => ({
    left: Math.random() * 100,
    size: 8 + Math.random() * 8,
    color: COLORS[i % COLORS.length] ?? 'var(--color-sun)',
    shape: shapes[i % shapes.length] ?? 'rect',
    drift: (Math.random() - 0.5) * 160,
    spin: (Math.random() - 0.5) * 900,
    duration: 1800 + Math.random() * 1200,
    delay: Math.random() * 350,
  }));
}

function PieceShape({ piece }: { piece: Piece }) {
  if (piece.shape === 'circle') return <circle cx="5" cy="5" r="5" style={{ fill: piece.color }} />;
  if (piece.shape === 'triangle') return <polygon points="5,0 10,10 0,10" style={{ fill: piece.color }} />;
  return <rect width="10" height="6" y="2" rx="1" style={{ fill: piece.color }} />;
}

/** Confetti falling once across the screen: SVG pieces moved by the Web Animations API. */
function Confetti() {
  const [pieces] = useState(makePieces);
  const [done, setDone] = useState(false);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const nodes = layer.current?.querySelectorAll<SVGSVGElement>('svg') ?? [];
    nodes.forEach((node, i) => {
      const p = pieces[i];
      if (!p || typeof node.animate !== 'function') return;
      node.animate(
        [
          { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
          { transform: `translate3d(${p.drift}px, 105vh, 0) rotate(${p.spin}deg)`, opacity: 0.9 },
        ],
        { duration: p.duration, delay: p.delay, easing: 'cubic-bezier(.2,.6,.4,1)', fill: 'forwards' },
      );
    });
    const id = window.setTimeout(() => setDone(true), CONFETTI_MS);
    return () => window.clearTimeout(id);
  }, [pieces]);

  if (done) return null;
  return (
    <div ref={layer} aria-hidden className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      {pieces.map((p, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never change order
          key={i}
          aria-hidden="true"
          viewBox="0 0 10 10"
          width={p.size}
          height={p.size}
          className="absolute top-0"
          style={{ left: `${p.left}%`, transform: 'translate3d(0, -10vh, 0)' }}
        >
          <PieceShape piece={p} />
        </svg>
      ))}
    </div>
  );
}

const ICONS = { badge: Award, level: Flag, best: Trophy };

/** "Hooray, you did it!" only for a completed level (docs/rules.md#play); calm words under reduced motion. */
function heading(items: Celebration[], reduced: boolean, t: Translate): string {
  if (reduced) return t('games.celebrate.proud');
  return items.some((item) => item.kind === 'level')
    ? t('games.celebrate.hooray')
    : t('games.celebrate.earned');
}

export interface CelebrationBannerProps {
  items: Celebration[];
  className?: string;
}

/**
 * A new badge, a completed level or a personal best, celebrated: confetti and a bright card, or,
 * for someone who asked for less motion, the same news as a calm, still message.
 */
export function CelebrationBanner({ items, className }: CelebrationBannerProps) {
  const t = useT();
  const reduced = useReducedMotion();
  if (items.length === 0) return null;
  return (
    <>
      {reduced ? null : <Confetti />}
      <section
        role="status"
        aria-label={t('games.celebrate.label')}
        className={cn(
          'grid gap-3 rounded-[var(--radius-card)] border-2 border-sun bg-sun-soft p-5 text-sun-foreground',
          reduced ? '' : 'animate-[var(--animate-pop)]',
          className,
        )}
      >
        <p className="flex items-center gap-2 text-lg font-extrabold">
          {reduced ? (
            <Star aria-hidden className="size-5 fill-sun text-sun-foreground" />
          ) : (
            <PartyPopper aria-hidden className="size-5" />
          )}
          {heading(items, reduced, t)}
        </p>
        <ul className="grid gap-2">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              <li
                key={`${item.kind}-${item.title}`}
                className="flex items-start gap-3 rounded-xl bg-card/70 p-3"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-coral-strong" />
                <span>
                  <span className="block font-extrabold text-foreground">{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
