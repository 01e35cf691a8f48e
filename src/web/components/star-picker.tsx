import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { countOf } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';

export interface StarPickerProps {
  /** 0 while nothing is chosen, else 1 to 5. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  /** The validation message to show under the stars. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

const WORDS = ['', 'Not good', 'Could be better', 'Good', 'Very good', 'Excellent'];

/**
 * Choose 1 to 5 stars: five radio buttons drawn as stars, so arrow keys, Tab and screen readers
 * work as with any radio group.
 */
export function StarPicker({
  value,
  onChange,
  label = 'Rating',
  error,
  disabled,
  className,
}: StarPickerProps) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className={cn('grid gap-1.5', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-bold">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex" onPointerLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="group relative cursor-pointer rounded-full p-1"
              onPointerEnter={() => setHover(star)}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="sr-only">{countOf(star, 'star')}</span>
              <Star
                aria-hidden
                className={cn(
                  'size-8 transition-transform duration-150 peer-focus-visible:scale-110 group-hover:scale-110',
                  star <= shown ? 'fill-sun text-sun' : 'text-input',
                )}
              />
              <span
                aria-hidden
                className="pointer-events-none absolute inset-0 rounded-full peer-focus-visible:outline-3 peer-focus-visible:outline-ring"
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-semibold text-muted-foreground" aria-hidden>
          {shown ? WORDS[shown] : 'Tap a star'}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
