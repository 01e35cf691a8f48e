import { CheckCircle2, CircleX, HelpCircle, type Trophy } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { catalogOf, type Locale } from '#contract/i18n/locales.ts';
import { DifficultyBadge } from '#web/components/difficulty-badge.tsx';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { afterNextPaint, taskAfterPaint } from '#web/lib/after-paint.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { speak, spokenText } from '#web/lib/speech.ts';
import { cn } from '#web/lib/utils.ts';
import type { Question } from '../engine/question.ts';
import { type GameRound, useLiveRound, useSettledRound } from '../hooks/use-game-round.ts';
import { LetterBlocks } from '../scenes/letter-blocks.tsx';
import { MazeView } from '../scenes/maze-view.tsx';
import { PieceIcon } from '../scenes/pattern-piece.tsx';
import { PlayScene } from '../scenes/play-scene.tsx';
import { Sprouty, type SproutyMood } from '../scenes/sprouty.tsx';
import { type PlaySettings, usePlaySettings } from '../voice/play-settings.ts';
import { PlayToggles } from '../voice/play-toggles.tsx';
import { playSound, warmUpSound } from '../voice/sounds.ts';
import { AnswerChoices } from './answer-choices.tsx';
import { AnswerFeedback, feedbackSpeech } from './answer-feedback.tsx';
import { AnswerInput } from './answer-input.tsx';
import { Countdown } from './countdown.tsx';
import { FeedbackRehearsal } from './feedback-rehearsal.tsx';

export interface RoundPlayingProps {
  round: GameRound;
  /** e.g. "Level 2: Pebble Path"; the difficulty badge shows beside it. */
  heading?: string;
  className?: string;
}

/** Drawn again only when its number changes: an answer's frame redraws the round's card. */
const Counter = memo(function Counter({
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
});

/** What read-aloud says for a question: its own words for it, or the prompt. */
const questionSpeech = (q: Question, language: Locale) => spokenText(q.say ?? q.prompt, language);

/** The number of the question on screen (the one answered, while its feedback shows). */
const questionNumber = (round: GameRound) =>
  round.answered ? round.tally.totalQuestions : round.tally.totalQuestions + 1;

/** The answer just given: the untimed round's waiting feedback or the timed round's last line. */
function lastAnswerOf(round: GameRound) {
  if (round.answered) {
    const { feedback } = round.answered.result;
    return {
      id: `${round.answered.question.key}`,
      correct: feedback.correct,
      speech: feedbackSpeech(feedback),
    };
  }
  if (round.lastTimed) {
    const t = round.lastTimed;
    return { id: `timed-${t.answerNumber}`, correct: t.correct, speech: `${t.title} ${t.text}` };
  }
  return null;
}

/**
 * Read-aloud and sound for the round: each new question is read (a spelling word always), each
 * answer gets its chime or pop and its feedback read. Speech and audio are outside React, so
 * effects, keyed by the question and the answer. They start after the answer or the question has
 * painted: an effect of a tap runs before the browser paints, and starting a voice or a sound
 * (the first one makes the audio context) would delay the feedback on a slow phone.
 */
function useRoundVoice(round: GameRound, readAloud: boolean, muted: boolean, language: Locale) {
  const question = round.answered ? null : round.question;
  const last = lastAnswerOf(round);
  const timed = round.session?.roundSeconds != null;
  const questionKey = question?.key;
  const questionWords =
    question && (readAloud || question.kind === 'spelling') ? questionSpeech(question, language) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is read even when its words repeat
  useEffect(() => {
    // A timed round reads the question only when asked: the clock does not wait for a voice.
    if (questionWords && !timed) return afterNextPaint(() => speak(questionWords, language));
  }, [questionKey, questionWords, timed, language]);
  const lastId = last?.id;
  const lastCorrect = last?.correct;
  const lastSpeech = readAloud && !timed ? last?.speech : undefined;
  useEffect(() => {
    if (lastId === undefined) return;
    return afterNextPaint(() => {
      if (!muted) playSound(lastCorrect ? 'right' : 'wrong');
      if (lastSpeech) speak(lastSpeech, language);
    });
  }, [lastId, lastCorrect, lastSpeech, muted, language]);
  // The audio context is made while the round starts, not at the first answer.
  useEffect(() => {
    if (!muted) return afterNextPaint(warmUpSound);
  }, [muted]);
}

/**
 * Brings a new question's panel back into view when the page was left scrolled down to the last
 * answer's feedback (on a phone, Next question sits below the choices): the question, its picture
 * and Sprouty show again, not only the choices. After the paint, so the question's frame does not
 * wait for it; html's scroll-padding-top keeps the panel clear of the sticky bar. Answers the ref
 * for the panel.
 */
function useQuestionInView(questionKey: string | null) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (questionKey === null) return;
    return taskAfterPaint(() => {
      const element = panel.current;
      if (!element) return;
      const clearOfBar = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      if (element.getBoundingClientRect().top >= clearOfBar) return;
      // At once, not gliding: the child's next tap meets a still question (after-paint.ts).
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
  }, [questionKey]);
  return panel;
}

/**
 * One question at a time: the clock or the question count, the score, the question and its answer.
 * The child's play settings are read here, where the page draws the round; what an answer, Next
 * or the clock changes redraws only `LiveRound` below, without reading them again.
 */
export function RoundPlaying({ round, heading, className }: RoundPlayingProps) {
  const settings = usePlaySettings(round.session?.game.gradelevel ?? null);
  return <LiveRound round={round} heading={heading} className={className} settings={settings} />;
}

function LiveRound({
  round: owned,
  heading,
  className,
  settings,
}: RoundPlayingProps & { settings: PlaySettings }) {
  // What answers the tap itself (the chosen and the right answer, Sprouty's face, the next
  // question) draws from the live round; what follows it (the feedback's words, the score, the
  // counts, the progress, the trail's hop) from the settled one, a frame later
  // (docs/benchmarks.md#play).
  const round = useLiveRound(owned);
  const settled = useSettledRound(owned);
  const { locale, t } = useI18n();
  const language = catalogOf(locale);
  useRoundVoice(round, settings.readAloud, settings.muted, language);
  const { session, question, answered } = round;
  const questionPanel = useQuestionInView(answered || !question ? null : question.key);
  const shown = answered ? answered.question : question;
  if (!session || !shown) return null;
  const timed = session.roundSeconds !== null && round.secondsLeft !== null;
  const count = session.questionCount;
  const { tally } = settled;
  const progress = timed
    ? ((session.roundSeconds ?? 1) - (round.secondsLeft ?? 0)) / (session.roundSeconds ?? 1)
    : count
      ? tally.totalQuestions / count
      : 0;
  // A sum ("17 − 13 = ?") shows big; a sentence shows at reading size.
  const big = /^[\d\s?+−×÷=.]+$/.test(shown.prompt);
  const last = count !== null && tally.totalQuestions >= count;
  // Sprouty answers the tap in its own frame: the child's first sign of right or wrong, in a
  // picture, before any words. At Next it waves again with the settled frame.
  const lastAnswer = lastAnswerOf(round.answered ? round : settled);
  const mood: SproutyMood = lastAnswer ? (lastAnswer.correct ? 'cheer' : 'comfort') : 'wave';
  const scene = shown.scene;
  const trail =
    session.game.skillType === 'arithmetic' && count !== null
      ? { correctAnswers: tally.correctAnswers, count, needed: session.level?.passCorrect ?? null }
      : null;
  // The drawing says what the display line would (a pattern, the word's slots).
  const showDisplay = shown.display && scene?.type !== 'pattern' && scene?.type !== 'letters';
  // At Next the feedback hides at once and is taken away in the settled frame.
  const feedback = settled.answered;

  return (
    <Card className={cn('mx-auto w-full max-w-3xl', className)}>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {timed ? (
            <Countdown secondsLeft={round.secondsLeft ?? 0} totalSeconds={session.roundSeconds ?? 0} />
          ) : (
            <p className="flex flex-wrap items-center gap-2 font-extrabold">
              {heading ?? t('games.round.yourRound')} <DifficultyBadge difficulty={session.difficulty} />
            </p>
          )}
          <p className="rounded-full bg-coral px-4 py-2 text-lg font-extrabold text-coral-foreground">
            {t('games.round.score')} <span className="tabular-nums">{tally.score}</span>
          </p>
        </div>

        <div
          role="progressbar"
          aria-label={timed ? t('games.round.timeUsed') : t('games.round.questionsAnswered')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          {/* Grows by scaling, which the compositor eases without laying the page out again in
              each frame (a width that eases did, for a fifth of a second after every answer). */}
          <div
            className={cn(
              'h-full w-full origin-left rounded-full transition-transform duration-200 rtl:origin-right',
              timed && (round.secondsLeft ?? 0) <= 10 ? 'bg-destructive' : 'bg-primary',
            )}
            style={{ transform: `scaleX(${Math.min(1, progress)})` }}
          />
        </div>

        <PlayToggles settings={settings} />

        <div
          ref={questionPanel}
          className="grid gap-3 rounded-2xl bg-sky/60 px-4 py-5 text-center sm:py-6"
          aria-live="polite"
          aria-atomic="true"
        >
          <span className="sr-only">
            {t('games.round.questionNumber', { number: questionNumber(round) })}
          </span>
          <div className="flex items-center gap-2 text-start sm:gap-3">
            <Sprouty mood={mood} />
            <h2
              className={cn(
                'min-w-0 flex-1 font-extrabold break-words text-sky-foreground',
                big ? 'text-center text-4xl tabular-nums sm:text-5xl' : 'text-xl sm:text-2xl',
              )}
            >
              {shown.prompt}
            </h2>
            <SpeakButton text={questionSpeech(shown, language)} label={t('games.speak.question')} />
          </div>
          <PlayScene question={shown} trail={trail} />
          {showDisplay ? (
            <p className="text-2xl font-extrabold tracking-wide break-words sm:text-3xl">{shown.display}</p>
          ) : null}
        </div>

        {shown.mode === 'choice' ? (
          <AnswerChoices
            questionKey={shown.key}
            choices={shown.choices ?? []}
            spelled={shown.choicesSpelled}
            onAnswer={(choice) => round.answer(choice)}
            answered={answered ? { given: answered.given, answer: answered.question.answer } : null}
            pictureOf={
              scene?.type === 'pattern'
                ? (choice) => {
                    const piece = scene.choicePieces[choice];
                    return piece ? <PieceIcon piece={piece} /> : null;
                  }
                : undefined
            }
          />
        ) : shown.mode === 'maze' && scene?.type === 'maze' ? (
          <MazeView maze={scene.maze} done={!!answered} onAnswer={(route) => round.answer(route)} />
        ) : scene?.type === 'letters' ? (
          <LetterBlocks
            key={`blocks-${shown.key}`}
            word={scene.word}
            hidden={scene.hidden}
            blocks={scene.blocks}
            done={!!answered}
            onAnswer={(word) => round.answer(word)}
          />
        ) : answered && feedback === answered ? null : (
          // Left as it is in the answer's own frame and taken away in the settled one: taking a
          // focused field out of the page was a sixth of the answer's time on a slow phone. The
          // round takes one answer a question, so the field's second Enter does nothing.
          <AnswerInput
            questionKey={shown.key}
            mode={shown.mode === 'text' ? 'text' : 'number'}
            onAnswer={(value) => round.answer(value)}
          />
        )}

        {settled.lastTimed ? (
          <p
            key={settled.lastTimed.answerNumber}
            role="status"
            className={cn(
              'flex items-center justify-center gap-2 rounded-2xl px-4 py-2 text-center font-bold',
              settled.lastTimed.correct ? 'bg-primary-soft text-foreground' : 'bg-muted text-foreground',
            )}
          >
            {settled.lastTimed.correct ? (
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
            ) : (
              <CircleX aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            )}
            <span>
              <span className="text-muted-foreground">
                {t('games.round.lastQuestion', { prompt: settled.lastTimed.prompt })}
              </span>{' '}
              {settled.lastTimed.title} {settled.lastTimed.text}
            </span>
          </p>
        ) : null}

        <FeedbackRehearsal />

        {feedback ? (
          <AnswerFeedback
            key={feedback.question.key}
            feedback={feedback.result.feedback}
            last={last}
            onNext={round.next}
            hidden={feedback !== answered}
          />
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap gap-2">
            <Counter
              icon={HelpCircle}
              label={t('games.round.question')}
              value={
                count !== null
                  ? t('games.round.of', { asked: Math.min(questionNumber(settled), count), count })
                  : questionNumber(settled)
              }
            />
            <Counter icon={CheckCircle2} label={t('games.round.correct')} value={tally.correctAnswers} />
          </div>
          {timed ? <DifficultyBadge difficulty={session.difficulty} className="px-3 py-1 text-sm" /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
