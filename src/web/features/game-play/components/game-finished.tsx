import { ArrowLeft, ArrowRight, ListOrdered, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { completesLevel } from '#contract/game-rules.ts';
import type { Game } from '#contract/games.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { afterNextPaint } from '#web/lib/after-paint.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { GameRound } from '../hooks/use-game-round.ts';
import { levelViews } from '../round/levels.ts';
import { Sprouty } from '../scenes/sprouty.tsx';
import { usePlaySettings } from '../voice/play-settings.ts';
import { playSound } from '../voice/sounds.ts';
import type { ProgressSlots } from './progress-slots.ts';
import { RateGamePrompt } from './rate-game-prompt.tsx';
import { RoundOutcome, RoundStats } from './round-outcome.tsx';

export interface GameFinishedProps {
  game: Game;
  round: GameRound;
  userId: number | undefined;
  returnTo: string;
  onPlayAgain: () => void;
  onPlayLevel: (level: number) => void;
  onBack: () => void;
  /** The store's savings goal progress (given by the page). */
  savingsGoal?: ReactNode;
  slots: ProgressSlots;
}

/** How a level round went, in kind words. */
function LevelLine({ game, round }: { game: Game; round: GameRound }) {
  const t = useT();
  const n = round.summary?.level;
  const level = n !== undefined ? game.rules.levels[n - 1] : undefined;
  if (!level || !round.summary) return null;
  const right = round.summary.correctAnswers;
  return completesLevel(game.rules, { ...round.summary, level: level.level }) ? (
    <p className="font-bold text-primary">
      {t('games.finished.levelDone', { right, level: level.level, name: level.name })}
    </p>
  ) : (
    <p className="text-muted-foreground">
      {t('games.finished.levelMissed', { right, pass: level.passCorrect, level: level.level })}
    </p>
  );
}

/** Sprouty dances (and the fanfare plays) for a finished level, and smiles kindly otherwise. */
function FinishedSprouty({ game, levelDone }: { game: Game; levelDone: boolean }) {
  const { muted } = usePlaySettings(game.gradelevel);
  // After the finished round has painted, as an answer's chime (RoundPlaying).
  useEffect(() => {
    if (levelDone && !muted) return afterNextPaint(() => playSound('level'));
  }, [levelDone, muted]);
  return <Sprouty mood={levelDone ? 'dance' : 'wave'} />;
}

/** A finished round: score, right answers, points, what was earned, and where to go next. */
export function GameFinished({
  game,
  round,
  userId,
  returnTo,
  onPlayAgain,
  onPlayLevel,
  onBack,
  savingsGoal,
  slots,
}: GameFinishedProps) {
  const t = useT();
  const summary = round.summary;
  if (!summary) return null;
  const result = round.submission.result;
  const playedLevel = summary.level;
  // The next level opens once the server has recorded this one as complete.
  const nextLevel =
    result && playedLevel !== undefined
      ? levelViews(game.rules, result.progress.completedLevels).find(
          (l) => l.level.level === playedLevel + 1 && l.playable,
        )
      : undefined;
  const starting = round.phase === 'starting';
  const levelDone =
    playedLevel !== undefined && completesLevel(game.rules, { ...summary, level: playedLevel });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-3 text-3xl">
            <FinishedSprouty game={game} levelDone={levelDone} />
            {game.rules.roundSeconds !== null ? t('games.finished.timeUp') : t('games.finished.complete')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <RoundStats summary={summary} />
          <LevelLine game={game} round={round} />
          <RoundOutcome
            summary={summary}
            round={round}
            signedIn={userId !== undefined}
            rules={game.rules}
            returnTo={returnTo}
          />
          {round.submission.status === 'success' ? <RateGamePrompt gameId={game.id} /> : null}
          {savingsGoal}
          <div className="flex flex-wrap gap-2 border-t pt-5">
            {nextLevel ? (
              <Button onClick={() => onPlayLevel(nextLevel.level.level)} disabled={starting}>
                {t('games.intro.playLevel', { level: nextLevel.level.level })} <ArrowRight aria-hidden />
              </Button>
            ) : null}
            <Button variant={nextLevel ? 'outline' : 'default'} onClick={onPlayAgain} disabled={starting}>
              <RotateCw aria-hidden /> {starting ? t('games.starting') : t('games.finished.playAgain')}
            </Button>
            <Button variant="outline" onClick={onBack}>
              <ArrowLeft aria-hidden /> {t('games.finished.backTo', { title: game.title })}
            </Button>
            <Button asChild variant="ghost">
              <Link href="/games">{t('games.allGames')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ListOrdered aria-hidden className="size-5 text-primary" /> {t('games.finished.scoreboard')}
          </CardTitle>
        </CardHeader>
        <CardContent>{slots.scoreboard()}</CardContent>
      </Card>
    </div>
  );
}
