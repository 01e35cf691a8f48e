import { Send } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { focusAfterPaint } from '#web/lib/after-paint.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { cn } from '#web/lib/utils.ts';
import { NumberPad } from '../scenes/number-pad.tsx';

export interface AnswerInputProps {
  /** Changes with every question: the box is emptied and focused again. */
  questionKey: string;
  mode: 'number' | 'text';
  onAnswer: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/** A typed answer: focused for each question, Enter submits, Submit Answer waits for an answer. */
export function AnswerInput({ questionKey, mode, onAnswer, disabled = false, className }: AnswerInputProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const [shownFor, setShownFor] = useState(questionKey);
  const input = useRef<HTMLInputElement>(null);
  // One answer per question, even if Enter is pressed twice before the next question shows.
  const answeredKey = useRef<string | null>(null);
  const id = useId();
  // A phone's own keyboard stays down for a number: the number pad below is bigger and covers nothing.
  const padOnly = useMediaQuery('(pointer: coarse) and (max-width: 639px)') && mode === 'number';
  // A new question starts with an empty box (derived during render, not in an effect).
  if (shownFor !== questionKey) {
    setShownFor(questionKey);
    setValue('');
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again for every new question
  useEffect(() => (disabled ? undefined : focusAfterPaint(input.current)), [questionKey, disabled]);

  // The same functions at every render, so the number pad is not drawn again with each answer.
  const typeKey = useCallback((key: string) => setValue((v) => (v + key).slice(0, 40)), []);
  const backspace = useCallback(() => setValue((v) => v.slice(0, -1)), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || value.trim() === '' || answeredKey.current === questionKey) return;
    answeredKey.current = questionKey;
    onAnswer(value);
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end', className)}>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-bold">
          {t('games.input.label')}
        </label>
        <Input
          ref={input}
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          disabled={disabled}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          inputMode={padOnly ? 'none' : mode === 'number' ? 'decimal' : 'text'}
          placeholder={mode === 'number' ? t('games.input.number') : t('games.input.word')}
          maxLength={40}
          className="h-14 text-center text-2xl font-extrabold"
        />
      </div>
      <Button type="submit" size="lg" disabled={disabled || value.trim() === ''}>
        <Send aria-hidden /> {t('games.input.submit')}
      </Button>
      {mode === 'number' ? (
        // On a phone the big keys stand in for the system keyboard (which would cover the question),
        // below Submit Answer so the button stays in sight.
        <NumberPad className="sm:hidden" disabled={disabled} onKey={typeKey} onBackspace={backspace} />
      ) : null}
    </form>
  );
}
