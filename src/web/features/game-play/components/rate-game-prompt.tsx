import { Star } from 'lucide-react';
import { countOf } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { useRateGame } from '../api/rate-game.ts';

export interface RateGamePromptProps {
  gameId: number;
  className?: string;
}

const WORDS = ['', 'Not for me', 'It was okay', 'I liked it', 'I really liked it', 'I loved it!'];

/** After a saved round: "Did you like this game?" with five big stars (docs/rules.md#play). */
export function RateGamePrompt({ gameId, className }: RateGamePromptProps) {
  const rate = useRateGame();
  const chosen = rate.variables?.input.rating ?? 0;
  return (
    <fieldset className={cn('grid gap-2 rounded-2xl bg-sun-soft p-4', className)}>
      <legend className="float-start mb-1 font-extrabold">Did you like this game?</legend>
      <div className="clear-left flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={chosen === n}
            aria-label={`${countOf(n, 'star')}: ${WORDS[n]}`}
            disabled={rate.isPending}
            onClick={() => rate.mutate({ gameId, input: { rating: n } })}
            className="flex size-12 items-center justify-center rounded-full hover:bg-sun/40"
          >
            <Star
              aria-hidden
              className={cn('size-9 text-sun-foreground', n <= chosen && 'fill-sun')}
              strokeWidth={1.75}
            />
          </button>
        ))}
      </div>
      <p role="status" className="text-sm font-bold">
        {rate.isSuccess
          ? `Thank you! You gave it ${countOf(chosen, 'star')}.`
          : rate.isError
            ? rate.error.message
            : ''}
      </p>
    </fieldset>
  );
}
