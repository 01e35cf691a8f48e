import { DifficultyBadge } from '@web/components/difficulty-badge';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { CheckCircle2, CircleX, HelpCircle, type Trophy } from 'lucide-react';
import type { GameRound } from '../hooks/use-game-round';
import { AnswerChoices } from './answer-choices';
import { AnswerFeedback } from './answer-feedback';
import { AnswerInput } from './answer-input';
import { Countdown } from './countdown';

export interface RoundPlayingProps {
  round: GameRound;
  /** e.g. "Level 2: Pebble Path"; the difficulty badge shows beside it. */
  heading?: string;
  className?: string;
}

function Counter({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Trophy;
  label: string;
  value: string | number;
}) {
  return (
    <p className="flex items-center gap-2 rounded-full bg-muted px-3 py-1.5 text-sm font-bold">
      <Icon aria-hidden className="size-4 text-muted-foreground" />
      <span>
        <span className="text-muted-foreground">{label}</span> <span className="tabular-nums">{value}</span>
      </span>
    </p>
  );
}

/** One question at a time: the clock or the question count, the score, the question and its answer. */
export function RoundPlaying({ round, heading, className }: RoundPlayingProps) {
  const { session, question, answered } = round;
  if (!session || !question) return null;
  const timed = session.roundSeconds !== null && round.secondsLeft !== null;
  const count = session.questionCount;
  const asked = answered ? session.totalQuestions : session.totalQuestions + 1;
  const progress = timed
    ? ((session.roundSeconds ?? 1) - (round.secondsLeft ?? 0)) / (session.roundSeconds ?? 1)
    : count
      ? session.totalQuestions / count
      : 0;
  const shown = answered ? answered.question : question;
  // A sum ("17 − 13 = ?") shows big; a sentence shows at reading size.
  const big = /^[\d\s?+−×÷=.]+$/.test(shown.prompt);
  const last = count !== null && session.totalQuestions >= count;

  return (
    <Card className={cn('mx-auto w-full max-w-3xl', className)}>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {timed ? (
            <Countdown secondsLeft={round.secondsLeft ?? 0} totalSeconds={session.roundSeconds ?? 0} />
          ) : (
            <p className="flex flex-wrap items-center gap-2 font-extrabold">
              {heading ?? 'Your round'} <DifficultyBadge difficulty={session.difficulty} />
            </p>
          )}
          <p className="rounded-full bg-coral px-4 py-2 text-lg font-extrabold text-coral-foreground">
            Score <span className="tabular-nums">{session.score}</span>
          </p>
        </div>

        <div
          role="progressbar"
          aria-label={timed ? 'Time used' : 'Questions answered'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-200',
              timed && (round.secondsLeft ?? 0) <= 10 ? 'bg-destructive' : 'bg-primary',
            )}
            style={{ width: `${Math.min(100, progress * 100)}%` }}
          />
        </div>

        <div
          className="grid gap-3 rounded-2xl bg-sky/60 px-4 py-6 text-center sm:py-8"
          aria-live="polite"
          aria-atomic="true"
        >
          <span className="sr-only">Question {asked}:</span>
          <h2
            className={cn(
              'font-extrabold break-words text-sky-foreground',
              big ? 'text-4xl tabular-nums sm:text-5xl' : 'text-xl sm:text-2xl',
            )}
          >
            {shown.prompt}
          </h2>
          {shown.display ? (
            <p className="text-2xl font-extrabold tracking-wide break-words sm:text-3xl">{shown.display}</p>
          ) : null}
        </div>

        {shown.mode === 'choice' ? (
          <AnswerChoices
            questionKey={shown.key}
            choices={shown.choices ?? []}
            onAnswer={(choice) => round.answer(choice)}
            answered={answered ? { given: answered.given, answer: answered.question.answer } : null}
          />
        ) : answered ? null : (
          <AnswerInput
            questionKey={question.key}
            mode={shown.mode === 'text' ? 'text' : 'number'}
            onAnswer={(value) => round.answer(value)}
          />
        )}

        {round.lastTimed ? (
          <p
            key={round.lastTimed.answerNumber}
            role="status"
            className={cn(
              'flex items-center justify-center gap-2 rounded-2xl px-4 py-2 text-center font-bold',
              round.lastTimed.correct ? 'bg-primary-soft text-foreground' : 'bg-muted text-foreground',
            )}
          >
            {round.lastTimed.correct ? (
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
            ) : (
              <CircleX aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            )}
            <span>
              {round.lastTimed.title} {round.lastTimed.text}
            </span>
          </p>
        ) : null}

        {answered ? (
          <AnswerFeedback
            key={answered.question.key}
            feedback={answered.result.feedback}
            last={last}
            onNext={round.next}
          />
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap gap-2">
            <Counter
              icon={HelpCircle}
              label="Question"
              value={count !== null ? `${Math.min(asked, count)} of ${count}` : asked}
            />
            <Counter icon={CheckCircle2} label="Correct" value={session.correctAnswers} />
          </div>
          {timed ? <DifficultyBadge difficulty={session.difficulty} className="px-3 py-1 text-sm" /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
