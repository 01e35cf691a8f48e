import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { useT } from '#web/lib/i18n.tsx';
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

/** What 1 to 5 stars say, in order. */
const WORDS: MessageKey[] = ['stars.word1', 'stars.word2', 'stars.word3', 'stars.word4', 'stars.word5'];

/**
 * Choose 1 to 5 stars: five radio buttons drawn as stars, so arrow keys, Tab and screen readers
 * work as with any radio group.
 */
export function StarPicker({ value, onChange, label, error, disabled, className }: StarPickerProps) {
  const t = useT();
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
      <legend className="mb-1.5 text-sm font-bold">{label ?? t('stars.rating')}</legend>
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
              <span className="sr-only">{t('stars.count', { count: star })}</span>
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
          {shown ? t(WORDS[shown - 1] ?? 'stars.word1') : t('stars.tap')}
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
