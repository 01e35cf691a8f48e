import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { withExtraRoundTime } from '#contract/extra-time.ts';
import { type Difficulty, highestUnlockedLevel } from '#contract/game-rules.ts';
import type { Game } from '#contract/games.ts';
import { useT, useTextLang } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { sessionState, useUser } from '#web/lib/session.ts';
import type { SessionOptions } from '../engine/engine.ts';
import { type ExtraTimeSource, useGameRound } from '../hooks/use-game-round.ts';
import { levelViews } from '../round/levels.ts';
import { GameFinished } from './game-finished.tsx';
import { GameIntro } from './game-intro.tsx';
import { GameSideColumn } from './game-side-column.tsx';
import { PlayResting } from './play-resting.tsx';
import type { ProgressSlots } from './progress-slots.ts';
import { RoundPlaying } from './round-playing.tsx';

export interface GameScreenProps {
  game: Game;
  /** The levels this player has completed (from the progress the page loads). */
  completedLevels: readonly number[];
  /** The game's picture, title and description (the library's hero, given by the page). */
  hero: ReactNode;
  slots: ProgressSlots;
  /** The store's savings goal progress (given by the page). */
  savingsGoal?: ReactNode;
  /** A grown-up's extra time for this child: a timed round's clock runs this many times longer. */
  extraTime?: ExtraTimeSource;
}

/** Any game but the Math Quick Challenge, played by the engine from the game's data. */
export function GameScreen({
  game: served,
  completedLevels: completed,
  hero,
  slots,
  savingsGoal,
  extraTime,
}: GameScreenProps) {
  const t = useT();
  const textLang = useTextLang();
  const [location] = useLocation();
  const extraNow = extraTime?.now ?? 1;
  // The rules as this child will play them, for what the page states before and after a round.
  const game = useMemo(() => withExtraRoundTime(served, extraNow), [served, extraNow]);
  const user = useUser();
  const userId = user.data?.id;
  const levels = levelViews(game.rules, completed);
  // A tutor's practice links to a level (`?level=2`); one not yet open falls back to the next one.
  const search = usePageSearch();
  const [chosenLevel, setChosenLevel] = useState<number | null>(() => Number(search.get('level')) || null);
  const selectedLevel =
    chosenLevel !== null && levels[chosenLevel - 1]?.playable
      ? chosenLevel
      : highestUnlockedLevel(game.rules, completed);
  const [difficulty, setDifficulty] = useState<Difficulty>(game.rules.defaultDifficulty);
  const [lastOptions, setLastOptions] = useState<SessionOptions>({});
  const round = useGameRound(served, userId, extraTime);
  const hasLevels = game.rules.levels.length > 0;

  const start = (options: SessionOptions) => {
    setLastOptions(options);
    void round.start(options);
  };
  const startChosen = () => start(hasLevels ? { level: selectedLevel } : { difficulty });
  const playLevel = (level: number) => {
    setChosenLevel(level);
    start({ level });
  };

  const level = round.session?.level;
  const showIntro = round.phase === 'ready' || (round.phase === 'starting' && !round.summary);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        href="/games"
        className="inline-flex w-fit items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('games.allGames')}
      </Link>

      {showIntro ? (
        <>
          {hero}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <GameIntro
              game={game}
              levels={levels}
              selectedLevel={selectedLevel}
              onSelectLevel={setChosenLevel}
              difficulty={difficulty}
              onSelectDifficulty={setDifficulty}
              onStart={startChosen}
              starting={round.phase === 'starting'}
              session={sessionState(user.data)}
              notice={round.refused ? <PlayResting message={round.refused} /> : null}
            />
            <GameSideColumn slots={slots} />
          </div>
        </>
      ) : (
        <h1 className="text-2xl sm:text-3xl" lang={textLang(game.lang?.title)}>
          {game.title}
        </h1>
      )}

      {round.phase === 'playing' ? (
        <RoundPlaying
          round={round}
          heading={
            level
              ? t('games.level.name', { level: level.level, name: level.name })
              : t('games.round.yourRound')
          }
        />
      ) : null}

      {(round.phase === 'finished' || round.phase === 'starting') && round.summary ? (
        <GameFinished
          game={game}
          round={round}
          userId={userId}
          returnTo={location}
          savingsGoal={savingsGoal}
          slots={slots}
          onPlayAgain={() => start(lastOptions)}
          onPlayLevel={playLevel}
          onBack={round.backToMenu}
        />
      ) : null}
    </div>
  );
}
