import { Star, StarHalf } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export interface StarRatingProps {
  /** 0 to 5; a fractional part of .5 or more shows a half star (docs/product.md#constants-and-limits). */
  rating: number;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' };

export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** Five stars showing a rating, read out as "4.5 out of 5 stars". */
export function StarRating({ rating, className, size = 'md' }: StarRatingProps) {
  const { full, half } = starParts(rating);
  const icon = sizes[size];
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('stars.outOfFive', { rating: rating.toFixed(1) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) =>
        position <= full ? (
          <Star key={position} aria-hidden className={cn(icon, 'fill-sun text-sun')} />
        ) : position === full + 1 && half ? (
          <span key={position} className="relative inline-flex">
            <Star aria-hidden className={cn(icon, 'text-input')} />
            <StarHalf aria-hidden className={cn(icon, 'absolute inset-0 fill-sun text-sun')} />
          </span>
        ) : (
          <Star key={position} aria-hidden className={cn(icon, 'text-input')} />
        ),
      )}
    </span>
  );
}
