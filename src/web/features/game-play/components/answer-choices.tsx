import { Check, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { focusAfterPaint } from '#web/lib/after-paint.ts';
import { useT } from '#web/lib/i18n.tsx';
import { letterByLetter } from '#web/lib/speech.ts';
import { cn } from '#web/lib/utils.ts';

export interface AnswerChoicesProps {
  questionKey: string;
  choices: string[];
  onAnswer: (choice: string) => void;
  /** After answering: what was chosen and the right answer, shown kindly. */
  answered?: { given: string; answer: string } | null;
  /** A picture drawn in a choice (a pattern's shape), beside its words. */
  pictureOf?: (choice: string) => ReactNode;
  /** Read each choice letter by letter (spellings: see Question's choicesSpelled). */
  spelled?: boolean;
  className?: string;
}

/** Multiple choice buttons; the first is focused for each new question. */
export function AnswerChoices({
  questionKey,
  choices,
  onAnswer,
  answered,
  pictureOf,
  spelled = false,
  className,
}: AnswerChoicesProps) {
  const t = useT();
  const first = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again for every new question
  useEffect(() => focusAfterPaint(first.current), [questionKey]);

  return (
    <fieldset className={cn('grid gap-3 sm:grid-cols-2', className)}>
      <legend className="sr-only">{t('games.choices.legend')}</legend>
      {/* Keyed by place: the next question's choices take the same buttons' words, which costs
          its frame less than taking four buttons out and drawing four new ones. */}
      {choices.map((choice, i) => {
        const isAnswer = answered ? choice === answered.answer : false;
        const isWrongPick = answered ? choice === answered.given && !isAnswer : false;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity here (above)
          <div key={i} className="flex items-center gap-2">
            <button
              ref={i === 0 ? first : undefined}
              type="button"
              disabled={!!answered}
              onClick={() => onAnswer(choice)}
              className={cn(
                // The colours ease while a pointer hovers only: an answer's colours show at once,
                // and so do Next's, with no transitions to start (and no transition events to
                // dispatch) in the frames that paint them.
                'flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl border-2 bg-card px-4 py-3 text-start text-lg font-bold enabled:hover:transition-colors enabled:hover:duration-150',
                'enabled:hover:border-primary enabled:hover:bg-primary-soft/40 disabled:cursor-default',
                !answered && 'border-input',
                isAnswer && 'border-primary bg-primary-soft text-foreground',
                isWrongPick && 'border-coral-strong/60 bg-coral text-foreground',
                answered && !isAnswer && !isWrongPick && 'border-input opacity-60',
              )}
            >
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-extrabold"
              >
                {isAnswer ? (
                  <Check className="size-4 text-primary" />
                ) : isWrongPick ? (
                  <X className="size-4" />
                ) : (
                  i + 1
                )}
              </span>
              {pictureOf?.(choice)}
              <span className="min-w-0 break-words">{choice}</span>
              {isAnswer ? <span className="sr-only"> {t('games.choices.right')}</span> : null}
              {isWrongPick ? <span className="sr-only"> {t('games.choices.yours')}</span> : null}
            </button>
            <SpeakButton
              text={spelled ? letterByLetter(choice) : choice}
              label={t('games.speak.answer', { number: i + 1 })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
