import { Star } from 'lucide-react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useRateGame } from '../api/rate-game.ts';

export interface RateGamePromptProps {
  gameId: number;
  className?: string;
}

/** What each number of stars says, one star first. */
const WORDS: MessageKey[] = ['games.rate.1', 'games.rate.2', 'games.rate.3', 'games.rate.4', 'games.rate.5'];

/** After a saved round: "Did you like this game?" with five big stars (docs/rules.md#play). */
export function RateGamePrompt({ gameId, className }: RateGamePromptProps) {
  const t = useT();
  const rate = useRateGame();
  const chosen = rate.variables?.input.rating ?? 0;
  return (
    <fieldset className={cn('grid gap-2 rounded-2xl bg-sun-soft p-4', className)}>
      <legend className="float-start mb-1 font-extrabold">{t('games.rate.legend')}</legend>
      <div className="clear-left flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={chosen === n}
            aria-label={t('games.rate.star', { stars: n, words: t(WORDS[n - 1] ?? 'games.rate.1') })}
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
        {rate.isSuccess ? t('games.rate.thanks', { stars: chosen }) : rate.isError ? rate.error.message : ''}
      </p>
    </fieldset>
  );
}
