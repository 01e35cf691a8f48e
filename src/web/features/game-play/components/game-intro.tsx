import { Info, Lock, Play, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { DIFFICULTIES, type Difficulty, MULTIPLIER, type SkillType } from '#contract/game-rules.ts';
import type { Game } from '#contract/games.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { DIFFICULTY_KEYS, DifficultyBadge } from '#web/components/difficulty-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { SessionState } from '#web/lib/session.ts';
import { cn } from '#web/lib/utils.ts';
import type { LevelView } from '../round/levels.ts';

export const HOW_TO_PLAY: Record<SkillType, MessageKey> = {
  arithmetic: 'games.howTo.arithmetic',
  spelling: 'games.howTo.spelling',
  'word-meaning': 'games.howTo.wordMeaning',
  'science-facts': 'games.howTo.scienceFacts',
  patterns: 'games.howTo.patterns',
  logic: 'games.howTo.logic',
};

export interface GameIntroProps {
  game: Game;
  levels: LevelView[];
  selectedLevel: number;
  onSelectLevel: (level: number) => void;
  difficulty: Difficulty;
  onSelectDifficulty: (difficulty: Difficulty) => void;
  onStart: () => void;
  starting: boolean;
  /** A guest is told to log in to keep their levels; nobody is while the session loads. */
  session: SessionState;
  /** Shown above Start: why the last Start did not begin a round. */
  notice?: ReactNode;
}

function RoundRules({ game }: { game: Game }) {
  const t = useT();
  const { rules } = game;
  const per = rules.perCorrect;
  return (
    <section aria-labelledby="how-to-play" className="grid gap-2">
      <h2 id="how-to-play" className="flex items-center gap-2 text-lg font-extrabold">
        <Info aria-hidden className="size-5 text-sky-strong" /> {t('games.intro.howToPlay')}
      </h2>
      <ul className="grid list-disc gap-1 ps-6 text-muted-foreground">
        <li>{t(HOW_TO_PLAY[game.skillType])}</li>
        <li>
          {rules.roundSeconds !== null
            ? t('games.intro.timed', { seconds: rules.roundSeconds })
            : rules.levels.length > 0
              ? t('games.intro.levels')
              : t('games.intro.untimed', { count: rules.questionsPerRound })}
        </li>
        <li>
          {t('games.intro.scoring', {
            easy: per.easy,
            medium: per.medium,
            hard: per.hard,
            easyTimes: MULTIPLIER.easy,
            mediumTimes: MULTIPLIER.medium,
            hardTimes: MULTIPLIER.hard,
          })}
        </li>
        <li>{t('games.intro.wrongIsFine')}</li>
      </ul>
    </section>
  );
}

/**
 * The level map (docs/rules.md#play): the path of levels, a star on each one completed, the next
 * one open and the rest locked. Each stop is a radio, so the map is one keyboard stop with arrows.
 */
function LevelMap({
  levels,
  selected,
  onSelect,
  session,
}: {
  levels: LevelView[];
  selected: number;
  onSelect: (level: number) => void;
  session: SessionState;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">{t('games.intro.chooseLevel')}</legend>
      <ol className="relative grid gap-3 before:absolute before:top-6 before:bottom-6 before:start-[1.6rem] before:border-s-4 before:border-dotted before:border-primary/40 sm:grid-cols-1">
        {levels.map(({ level, completed, playable }, i) => (
          <li key={level.level} className={cn('relative', i % 2 === 1 && 'sm:ps-10')}>
            <label
              className={cn(
                'flex items-center gap-3 rounded-full border-2 p-1.5 pe-4 transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                !playable && 'cursor-not-allowed border-dashed bg-muted/50 text-muted-foreground',
                playable && 'cursor-pointer bg-card hover:border-primary',
                playable && selected === level.level ? 'border-primary bg-primary-soft' : 'border-input',
              )}
            >
              <input
                type="radio"
                name="game-level"
                value={level.level}
                checked={selected === level.level}
                disabled={!playable}
                onChange={() => onSelect(level.level)}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold',
                  completed
                    ? 'bg-sun text-sun-foreground'
                    : playable
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-muted',
                )}
              >
                {completed ? (
                  <Star className="size-6 fill-current" />
                ) : playable ? (
                  level.level
                ) : (
                  <Lock className="size-5" />
                )}
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-extrabold">
                  {t('games.level.name', { level: level.level, name: level.name })}
                  <DifficultyBadge difficulty={level.difficulty} />
                </span>
                <span className="text-sm font-bold">
                  {completed ? (
                    <span className="text-sun-foreground">{t('games.level.completed')}</span>
                  ) : playable ? (
                    <span className="text-sky-strong">
                      {t('games.level.goal', { pass: level.passCorrect, questions: level.questions })}
                    </span>
                  ) : (
                    t('games.level.locked', { level: level.level - 1 })
                  )}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ol>
      {session === 'guest' ? (
        <p className="text-sm text-muted-foreground">{t('games.intro.guestLevels')}</p>
      ) : null}
    </fieldset>
  );
}

function DifficultyChoice({ value, onChange }: { value: Difficulty; onChange: (d: Difficulty) => void }) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">{t('games.intro.chooseDifficulty')}</legend>
      <div className="flex flex-wrap gap-2">
        {DIFFICULTIES.map((d) => (
          <label
            key={d}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === d
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-input bg-card hover:border-primary',
            )}
          >
            <input
              type="radio"
              name="game-difficulty"
              value={d}
              checked={value === d}
              onChange={() => onChange(d)}
              className="size-4 accent-[var(--color-primary)] focus-visible:outline-none"
            />
            {t(DIFFICULTY_KEYS[d])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A game's start screen: how to play, the levels or difficulty to choose, and Start. */
export function GameIntro(props: GameIntroProps) {
  const t = useT();
  const { game, levels, selectedLevel, difficulty, starting, session } = props;
  const hasLevels = levels.length > 0;
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <RoundRules game={game} />
        {hasLevels ? (
          <LevelMap
            levels={levels}
            selected={selectedLevel}
            onSelect={props.onSelectLevel}
            session={session}
          />
        ) : (
          <DifficultyChoice value={difficulty} onChange={props.onSelectDifficulty} />
        )}
        {props.notice}
        {/* Stays in sight at the bottom while a long list of levels scrolls past. */}
        <div className="sticky bottom-4 z-10 sm:static sm:justify-self-start">
          <Button
            size="lg"
            className="w-full shadow-[var(--shadow-lift)] sm:w-auto sm:shadow-sm"
            onClick={props.onStart}
            disabled={starting}
          >
            <Play aria-hidden />
            {starting
              ? t('games.starting')
              : hasLevels
                ? t('games.intro.playLevel', { level: selectedLevel })
                : t('games.intro.start')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
