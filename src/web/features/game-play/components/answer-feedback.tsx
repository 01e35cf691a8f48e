import { ArrowRight, Lightbulb, PartyPopper, Sprout } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { focusAfterPaint } from '#web/lib/after-paint.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { Feedback } from '../engine/question.ts';

export interface AnswerFeedbackProps {
  feedback: Feedback;
  /** The last question of the round: the button then shows the score. */
  last: boolean;
  onNext: () => void;
  /** Hidden while the next question paints, before it is taken away (see RoundPlaying). */
  hidden?: boolean;
  className?: string;
}

/** What read-aloud says after an answer. */
export const feedbackSpeech = (feedback: Feedback) =>
  [feedback.title, feedback.text, feedback.encouragement, feedback.explanation].filter(Boolean).join('. ');

/** Kind words after an answer: the right answer when it was wrong, a fact to remember, and Next. */
export function AnswerFeedback({ feedback, last, onNext, hidden, className }: AnswerFeedbackProps) {
  const t = useT();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => focusAfterPaint(next.current), []);
  // Faded out at once when Next is pressed, keeping its place: the tap's own frame shows only
  // that, and the next question follows in the frame after (useGameRound's next). Opacity, not
  // visibility: it restyles this one box, not every element inside it, on a slow phone's tap.
  const [leaving, setLeaving] = useState(false);
  const Icon = feedback.correct ? PartyPopper : Sprout;
  return (
    <div
      hidden={hidden}
      className={cn(
        'grid gap-3 rounded-2xl border-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center',
        feedback.correct ? 'border-primary/40 bg-primary-soft' : 'border-sun bg-sun-soft',
        leaving && 'opacity-0',
        className,
      )}
    >
      <div role="status" className="grid gap-1">
        <p className="flex items-center gap-2 text-lg font-extrabold">
          <Icon
            aria-hidden
            className={cn('size-6', feedback.correct ? 'text-primary' : 'text-sun-foreground')}
          />
          {feedback.title}
          <SpeakButton
            text={feedbackSpeech(feedback)}
            label={t('games.speak.feedback')}
            className="ms-auto"
          />
        </p>
        <p className="font-bold">{feedback.text}</p>
        <p className="text-muted-foreground">{feedback.encouragement}</p>
        {feedback.explanation ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />
            {feedback.explanation}
          </p>
        ) : null}
      </div>
      <Button
        ref={next}
        onClick={() => {
          if (leaving) return;
          setLeaving(true);
          onNext();
        }}
        size="lg"
      >
        {last ? t('games.feedback.seeScore') : t('games.feedback.next')} <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}
