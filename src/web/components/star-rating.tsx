import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface StarRatingProps {
  /** 0 to 5; a fractional part of .5 or more shows a half star (docs/product.md#constants-and-limits). */
  rating: number;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const heights = { sm: 'h-3.5', md: 'h-4', lg: 'h-6' };

// lucide's star and half star (24 units square), drawn here so that a rating is one drawing
// (see StarRating).
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';
/** A star's width and the gap after it, in the drawing's units (the gap is 2 px at the small size). */
const STEP = 24 + 3.5;
const WIDTH = 5 * STEP - 3.5;

export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/**
 * Five stars showing a rating, read out as "4.5 out of 5 stars". One drawing, not an icon per
 * star: the game library's eight cards drew 47 inline SVGs, each a box of its own to lay out and
 * paint before the page's first frame (docs/benchmarks.md#page-load).
 */
export function StarRating({ rating, className, size = 'md' }: StarRatingProps) {
  const { full, half } = starParts(rating);
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={t('stars.outOfFive', { rating: rating.toFixed(1) })}
      viewBox={`0 0 ${WIDTH} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('inline-block w-auto shrink-0', heights[size], className)}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <g key={index} transform={`translate(${index * STEP} 0)`}>
          <path d={STAR} className={index < full ? 'fill-sun text-sun' : 'text-input'} />
          {index === full && half ? <path d={HALF_STAR} className="fill-sun text-sun" /> : null}
        </g>
      ))}
    </svg>
  );
}
