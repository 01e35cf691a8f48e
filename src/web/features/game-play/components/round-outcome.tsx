import { CircleAlert, LogIn, Star } from 'lucide-react';
import { Link } from 'wouter';
import { type GameRules, MULTIPLIER } from '#contract/game-rules.ts';
import type { ScoreResult } from '#contract/games.ts';
import { DIFFICULTY_KEYS } from '#web/components/difficulty-badge.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { RoundSummary } from '../engine/engine.ts';
import type { GameRound } from '../hooks/use-game-round.ts';
import { celebrationsOf } from '../round/celebrations.ts';
import { CelebrationBanner } from './celebration.tsx';

export interface RoundOutcomeProps {
  summary: RoundSummary;
  round: Pick<GameRound, 'saving' | 'submission'>;
  signedIn: boolean;
  rules: Pick<GameRules, 'levels' | 'badges'>;
  /** Where a guest comes back to after logging in. */
  returnTo: string;
  className?: string;
}

/** The score, the right answers and the points of a finished round. */
export function RoundStats({ summary, className }: { summary: RoundSummary; className?: string }) {
  const t = useT();
  return (
    <dl className={cn('grid grid-cols-3 gap-2 sm:gap-3', className)}>
      <div className="rounded-2xl bg-coral p-3 text-center">
        <dt className="text-sm font-bold text-coral-foreground sm:text-sm">
          {t('games.finished.finalScore')}
        </dt>
        <dd className="text-3xl font-extrabold text-coral-foreground tabular-nums">{summary.score}</dd>
      </div>
      <div className="rounded-2xl bg-sky p-3 text-center">
        <dt className="text-sm font-bold text-sky-foreground sm:text-sm">
          {t('games.finished.totalQuestions')}
        </dt>
        <dd className="text-3xl font-extrabold text-sky-foreground tabular-nums">{summary.totalQuestions}</dd>
      </div>
      <div className="rounded-2xl bg-primary-soft p-3 text-center">
        <dt className="text-sm font-bold text-primary sm:text-sm">{t('games.finished.correctAnswers')}</dt>
        <dd className="text-3xl font-extrabold text-primary tabular-nums">{summary.correctAnswers}</dd>
      </div>
    </dl>
  );
}

function PointsLine({
  summary,
  result,
  saving,
}: {
  summary: RoundSummary;
  result: ScoreResult | undefined;
  saving: boolean;
}) {
  const t = useT();
  const multiplier = MULTIPLIER[summary.difficulty];
  const earned = result ? result.pointsEarned : summary.pointsPreview;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg">
      <Star aria-hidden className="size-5 fill-sun text-sun" />
      <span className="font-extrabold">
        {saving ? t('games.finished.pointsEarned', { earned }) : t('games.finished.worth', { earned })}
      </span>
      <span className="text-muted-foreground">
        {t('games.finished.pointsSum', {
          score: summary.score,
          multiplier,
          difficulty: t(DIFFICULTY_KEYS[summary.difficulty]),
        })}
      </span>
    </p>
  );
}

/** Whether the round was saved, what it earned, and what to celebrate; a guest is told kindly how to save. */
export function RoundOutcome({ summary, round, signedIn, rules, returnTo, className }: RoundOutcomeProps) {
  const t = useT();
  const { status, result, error } = round.submission;
  return (
    <div className={cn('grid gap-4', className)}>
      <div className="grid gap-2 rounded-2xl border bg-card p-4">
        <PointsLine summary={summary} result={result} saving={round.saving && status !== 'error'} />
        {!round.saving ? (
          <p className="flex items-start gap-2 text-muted-foreground">
            <LogIn aria-hidden className="mt-1 size-4 shrink-0" />
            <span>
              {signedIn ? (
                t('games.finished.notSaved')
              ) : (
                <>
                  {t('games.finished.guestBefore')}{' '}
                  <Link
                    href={`/auth?next=${encodeURIComponent(returnTo)}`}
                    className="font-bold text-primary underline"
                  >
                    {t('games.finished.guestLogIn')}
                  </Link>{' '}
                  {t('games.finished.guestAfter')}
                </>
              )}
            </span>
          </p>
        ) : status === 'pending' || status === 'idle' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="[&_svg]:size-5" label={t('games.finished.saving')} />{' '}
            {t('games.finished.savingDots')}
          </p>
        ) : status === 'error' ? (
          <p role="alert" className="flex items-start gap-2 text-muted-foreground">
            <CircleAlert aria-hidden className="mt-1 size-4 shrink-0 text-destructive" />
            <span>
              {t('games.finished.saveFailed', {
                reason: error?.message ?? t('games.finished.somethingWrong'),
              })}
            </span>
          </p>
        ) : result ? (
          <>
            <p className="font-bold text-primary">{t('games.finished.saved', { points: result.points })}</p>
            {result.capped ? (
              <p className="rounded-xl bg-sky p-3 text-sm text-sky-foreground">
                {t('games.finished.capped')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {result ? <CelebrationBanner items={celebrationsOf(result, rules, t)} /> : null}
    </div>
  );
}
