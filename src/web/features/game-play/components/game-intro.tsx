import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  type Difficulty,
  describeLevel,
  MULTIPLIER,
  type SkillType,
} from '@contract/game-rules';
import type { Game } from '@contract/games';
import { DifficultyBadge } from '@web/components/difficulty-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { CheckCircle2, Info, Lock, Play } from 'lucide-react';
import type { LevelView } from '../round/levels';

export const HOW_TO_PLAY: Record<SkillType, string> = {
  arithmetic: 'Work out each sum and type your answer, then press Enter or Submit Answer.',
  spelling: 'Pick the word that is spelled right, or fill in the missing letters and type the whole word.',
  'word-meaning': 'Read the word or its meaning, then choose the answer that matches.',
  'science-facts': 'Read each question and choose the right answer. After each one you learn a fun fact!',
  patterns: 'Look closely at the pattern and work out what comes next.',
  logic: 'Read the clues carefully, think it through, and choose the answer.',
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
  signedIn: boolean;
}

function RoundRules({ game }: { game: Game }) {
  const { rules } = game;
  const per = rules.perCorrect;
  return (
    <section aria-labelledby="how-to-play" className="grid gap-2">
      <h2 id="how-to-play" className="flex items-center gap-2 text-lg font-extrabold">
        <Info aria-hidden className="size-5 text-sky-strong" /> How to play
      </h2>
      <ul className="grid list-disc gap-1 pl-6 text-muted-foreground">
        <li>{HOW_TO_PLAY[game.skillType]}</li>
        <li>
          {rules.roundSeconds !== null
            ? `Answer as many questions as you can in ${rules.roundSeconds} seconds.`
            : rules.levels.length > 0
              ? 'Each level is a round of questions. Complete a level to open the next one.'
              : `A round has ${rules.questionsPerRound} questions. Take your time: there is no clock.`}
        </li>
        <li>
          Each right answer scores {per.easy} on Easy, {per.medium} on Medium and {per.hard} on Hard. Your
          points are your score × {MULTIPLIER.easy}, × {MULTIPLIER.medium} or × {MULTIPLIER.hard}.
        </li>
        <li>A wrong answer is fine: you'll see the right one and learn it for next time.</li>
      </ul>
    </section>
  );
}

function LevelChoice({
  levels,
  selected,
  onSelect,
  signedIn,
}: {
  levels: LevelView[];
  selected: number;
  onSelect: (level: number) => void;
  signedIn: boolean;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">Choose a level</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {levels.map(({ level, completed, playable }) => (
          <li key={level.level}>
            <label
              className={cn(
                'grid h-full gap-1 rounded-2xl border-2 p-3 transition-colors duration-150 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                !playable && 'cursor-not-allowed border-dashed bg-muted/50 text-muted-foreground',
                playable && 'cursor-pointer bg-card hover:border-primary',
                playable && selected === level.level ? 'border-primary bg-primary-soft' : 'border-input',
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-extrabold">
                <input
                  type="radio"
                  name="game-level"
                  value={level.level}
                  checked={selected === level.level}
                  disabled={!playable}
                  onChange={() => onSelect(level.level)}
                  className="size-4 accent-[var(--color-primary)] focus-visible:outline-none"
                />
                Level {level.level}: {level.name}
                <DifficultyBadge difficulty={level.difficulty} />
              </span>
              <span className="text-sm">{describeLevel(level)}</span>
              <span className="flex items-center gap-1.5 text-sm font-bold">
                {completed ? (
                  <>
                    <CheckCircle2 aria-hidden className="size-4 text-primary" />
                    <span className="text-primary">Completed</span>
                  </>
                ) : playable ? (
                  <span className="text-sky-strong">Ready to play</span>
                ) : (
                  <>
                    <Lock aria-hidden className="size-4" /> Locked: complete level {level.level - 1} first
                  </>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {!signedIn ? (
        <p className="text-sm text-muted-foreground">
          Log in to save your progress and open the next levels.
        </p>
      ) : null}
    </fieldset>
  );
}

function DifficultyChoice({ value, onChange }: { value: Difficulty; onChange: (d: Difficulty) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">Choose your difficulty</legend>
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
            {DIFFICULTY_LABELS[d]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A game's start screen: how to play, the levels or difficulty to choose, and Start. */
export function GameIntro(props: GameIntroProps) {
  const { game, levels, selectedLevel, difficulty, starting, signedIn } = props;
  const hasLevels = levels.length > 0;
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <RoundRules game={game} />
        {hasLevels ? (
          <LevelChoice
            levels={levels}
            selected={selectedLevel}
            onSelect={props.onSelectLevel}
            signedIn={signedIn}
          />
        ) : (
          <DifficultyChoice value={difficulty} onChange={props.onSelectDifficulty} />
        )}
        {/* Stays in sight at the bottom while a long list of levels scrolls past. */}
        <div className="sticky bottom-4 z-10 sm:static sm:justify-self-start">
          <Button
            size="lg"
            className="w-full shadow-[var(--shadow-lift)] sm:w-auto sm:shadow-sm"
            onClick={props.onStart}
            disabled={starting}
          >
            <Play aria-hidden />
            {starting ? 'Starting...' : hasLevels ? `Play Level ${selectedLevel}` : 'Start Game'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
