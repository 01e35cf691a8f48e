import { Gift, Info, ListOrdered, Play, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DIFFICULTIES, type Difficulty, MULTIPLIER, PER_ANSWER } from '#contract/game-rules.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { DIFFICULTY_KEYS } from '#web/components/difficulty-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { richMessage } from '#web/lib/rich-message.ts';
import type { SessionState } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import {
  MATH_CHALLENGE_TIMER,
  MATH_DIFFICULTY_SETTINGS,
  OPERATOR_SYMBOLS,
} from '../engine/math-challenge.ts';
import { GameSideColumn } from './game-side-column.tsx';
import type { ProgressSlots } from './progress-slots.ts';

export interface MathMenuProps {
  difficulty: Difficulty;
  onDifficultyChange: (difficulty: Difficulty) => void;
  onStart: () => void;
  starting: boolean;
  onRedeem: () => void;
  /** A guest is asked to log in; while the session loads the points' place waits, asking nothing. */
  session: SessionState;
  points: number | undefined;
  returnTo: string;
  slots: ProgressSlots;
  /** The round's length for this child (longer with a grown-up's extra time). */
  roundSeconds?: number;
  /** Shown above Start: why the last Start did not begin a round. */
  notice?: ReactNode;
}

const OPERATOR_WORDS: Record<keyof typeof OPERATOR_SYMBOLS, MessageKey> = {
  '+': 'games.math.adding',
  '-': 'games.math.takingAway',
  '*': 'games.math.times',
  '/': 'games.math.dividing',
};

function describeDifficulty(t: Translate, difficulty: Difficulty) {
  const { min, max, operators } = MATH_DIFFICULTY_SETTINGS[difficulty];
  return {
    numbers: t('games.math.numbers', { min, max }),
    operators: operators.map((o) => OPERATOR_SYMBOLS[o]).join('  '),
    words: operators.map((o) => t(OPERATOR_WORDS[o])).join(', '),
  };
}

/** Easy, Medium or Hard as three big radio cards (arrow keys move between them). */
function DifficultyChoice({ value, onChange }: { value: Difficulty; onChange: (d: Difficulty) => void }) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">{t('games.intro.chooseDifficulty')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {DIFFICULTIES.map((d) => (
          <label
            key={d}
            className={cn(
              'grid cursor-pointer content-start gap-1 rounded-2xl border-2 bg-card p-3 transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === d ? 'border-primary bg-primary-soft' : 'border-input hover:border-primary',
            )}
          >
            <span className="flex items-center gap-2 font-extrabold">
              <input
                type="radio"
                name="math-difficulty"
                value={d}
                checked={value === d}
                onChange={() => onChange(d)}
                className="size-4 accent-[var(--color-primary)] focus-visible:outline-none"
              />
              {t(DIFFICULTY_KEYS[d])}
            </span>
            <span className="text-sm text-muted-foreground">{describeDifficulty(t, d).numbers}</span>
            <span className="text-lg font-extrabold tracking-wider text-sky-strong">
              <span aria-hidden>{describeDifficulty(t, d).operators}</span>
              <span className="sr-only">{describeDifficulty(t, d).words}</span>
            </span>
            <span className="text-sm font-bold text-foreground">
              {t('games.math.perAnswer', { score: PER_ANSWER[d], multiplier: MULTIPLIER[d] })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The Math Quick Challenge's menu: points, Redeem Points, difficulty, rules, High Scores, Start
 * Game, and beside them the player's progress and the game's badges.
 */
export function MathMenu({
  difficulty,
  onDifficultyChange,
  onStart,
  starting,
  onRedeem,
  session,
  points,
  returnTo,
  slots,
  roundSeconds = MATH_CHALLENGE_TIMER.seconds,
  notice,
}: MathMenuProps) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sun-soft p-4">
            {session === 'loading' ? (
              // The guest's sentence, unseen and unheard, sizes the placeholder: most visitors of
              // the server-drawn page are guests, and on a phone it takes two lines, so the
              // difficulty below does not move when the page learns who is there.
              <Skeleton className="text-sun-foreground">
                {richMessage(t, 'games.math.guest', {
                  logIn: <span className="font-extrabold underline">{t('games.finished.guestLogIn')}</span>,
                })}
              </Skeleton>
            ) : session === 'signed-in' ? (
              <p className="flex items-center gap-2 font-bold text-sun-foreground">
                <Star aria-hidden className="size-5 fill-sun text-sun" />
                {t('games.math.yourPoints')}{' '}
                {points === undefined ? (
                  <Skeleton className="inline-block h-5 w-12" />
                ) : (
                  <span className="text-xl font-extrabold">{points}</span>
                )}
              </p>
            ) : (
              <p className="text-sun-foreground">
                {richMessage(t, 'games.math.guest', {
                  logIn: (
                    <Link
                      href={`/auth?next=${encodeURIComponent(returnTo)}`}
                      className="font-extrabold underline"
                    >
                      {t('games.finished.guestLogIn')}
                    </Link>
                  ),
                })}
              </p>
            )}
            <Button variant="sun" onClick={onRedeem}>
              <Gift aria-hidden /> {t('games.math.redeem')}
            </Button>
          </div>

          <DifficultyChoice value={difficulty} onChange={onDifficultyChange} />

          <section aria-labelledby="math-rules" className="grid gap-2">
            <h2 id="math-rules" className="flex items-center gap-2 text-lg font-extrabold">
              <Info aria-hidden className="size-5 text-sky-strong" /> {t('games.intro.howToPlay')}
            </h2>
            <ul className="grid list-disc gap-1 ps-6 text-muted-foreground">
              <li>{t('games.math.rule.time', { seconds: roundSeconds })}</li>
              <li>{t('games.math.rule.type')}</li>
              <li>
                {t('games.math.rule.score', {
                  easy: PER_ANSWER.easy,
                  medium: PER_ANSWER.medium,
                  hard: PER_ANSWER.hard,
                })}
              </li>
              <li>
                {t('games.math.rule.points', {
                  easy: MULTIPLIER.easy,
                  medium: MULTIPLIER.medium,
                  hard: MULTIPLIER.hard,
                })}
              </li>
              <li>{t('games.math.rule.noRush')}</li>
            </ul>
          </section>

          {notice}
          <Button
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={onStart}
            disabled={starting}
          >
            <Play aria-hidden /> {starting ? t('games.starting') : t('games.intro.start')}
          </Button>
        </CardContent>
      </Card>

      <GameSideColumn slots={slots}>
        {session === 'signed-in' ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ListOrdered aria-hidden className="size-5 text-primary" /> {t('games.math.recentScores')}
              </CardTitle>
            </CardHeader>
            <CardContent>{slots.scoreboard(3)}</CardContent>
          </Card>
        ) : null}
      </GameSideColumn>
    </div>
  );
}
