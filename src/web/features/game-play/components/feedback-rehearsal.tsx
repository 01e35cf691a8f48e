import { useEffect, useState } from 'react';
import { afterNextPaint, whenIdle } from '#web/lib/after-paint.ts';
import type { Feedback } from '../engine/question.ts';
import { AnswerFeedback } from './answer-feedback.tsx';

const RIGHT: Feedback = { correct: true, title: '', text: '', encouragement: '' };
const WRONG: Feedback = { ...RIGHT, correct: false };
const stay = () => undefined;

/**
 * An answer's feedback, right and wrong, drawn once while the child looks at a round's first
 * question, unseen (hidden, out of the page's flow), unheard (out of the accessibility tree) and
 * out of reach (inert), then taken away after that paint. The round's first answer then meets
 * code and styles the page has already used once: on a slow phone it took a good third longer
 * than the answers after it (docs/benchmarks.md#play).
 */
export function FeedbackRehearsal() {
  const [stage, setStage] = useState<'waiting' | 'drawn' | 'done'>('waiting');
  useEffect(() => {
    if (stage === 'waiting') return whenIdle(() => setStage('drawn'));
    if (stage === 'drawn') return afterNextPaint(() => setStage('done'));
  }, [stage]);
  if (stage !== 'drawn') return null;
  return (
    <div
      aria-hidden
      inert
      className="pointer-events-none invisible fixed start-0 top-0 grid w-full max-w-3xl gap-5"
    >
      <AnswerFeedback feedback={RIGHT} last={false} onNext={stay} />
      <AnswerFeedback feedback={WRONG} last onNext={stay} />
    </div>
  );
}
