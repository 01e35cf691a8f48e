import { Check, Undo2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { focusAfterPaint } from '#web/lib/after-paint.ts';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { isFull, placeLetter, removeLetter, slotsFor, spelled } from '../engine/letter-slots.ts';

export interface LetterBlocksProps {
  word: string;
  hidden: number[];
  blocks: string[];
  onAnswer: (word: string) => void;
  done: boolean;
  className?: string;
}

/** Spelling Bee Blocks: tap (or type) letter blocks into the word's empty slots, then Check. */
export function LetterBlocks({ word, hidden, blocks, onAnswer, done, className }: LetterBlocksProps) {
  const [slots, setSlots] = useState(() => slotsFor(word, hidden));
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => focusAfterPaint(area.current), []);
  const used = new Set(slots.placed.map((p) => p.block));
  const full = isFull(slots);
  const check = () => {
    if (!done && full) onAnswer(spelled(slots));
  };
  const t = useT();
  const place = (block: number) => {
    const letter = blocks[block];
    if (!done && letter) setSlots((s) => placeLetter(s, letter, block));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (done || event.target !== event.currentTarget) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      setSlots(removeLetter);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      check();
    } else if (/^\p{L}$/u.test(event.key)) {
      const block = blocks.findIndex((b, i) => b === event.key.toLowerCase() && !used.has(i));
      if (block >= 0) place(block);
    }
  };

  let next = 0;
  const letters = slots.given.map((given) => {
    if (given !== null) return { letter: given, placed: false };
    const placed = slots.placed[next];
    next += 1;
    return { letter: placed?.letter ?? '', placed: true };
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable area that takes typed letters, not a form group
    <div
      ref={area}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the area takes typed letters as well as taps
      tabIndex={0}
      role="group"
      aria-label={t('games.blocks.area')}
      onKeyDown={onKeyDown}
      className={cn(
        'grid justify-items-center gap-4 rounded-2xl p-1 focus-visible:outline-4 focus-visible:outline-ring',
        className,
      )}
    >
      {/* One row whatever the word's length: the slots share the row's width (at most 3.5 rem
          each), so a long word's slots shrink on a phone instead of breaking onto a second row. */}
      <p
        className="grid w-full justify-center gap-1 sm:gap-1.5"
        style={{ gridTemplateColumns: `repeat(${letters.length}, minmax(0, 3.5rem))` }}
        aria-live="polite"
      >
        <span className="sr-only">
          {t('games.blocks.soFar', {
            letters: spelled(slots).split('').join(' ').replaceAll('_', t('games.blocks.blank')),
          })}
        </span>
        {letters.map((l, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot's place in the word is its identity
            key={i}
            aria-hidden
            className={cn(
              'flex aspect-square w-full items-center justify-center rounded-xl border-2 font-extrabold uppercase',
              letters.length <= 6 ? 'text-2xl' : letters.length <= 8 ? 'text-xl' : 'text-lg',
              !l.placed && 'border-border bg-muted text-foreground',
              l.placed && l.letter && 'border-sun-foreground/40 bg-sun text-sun-foreground',
              l.placed && !l.letter && 'border-dashed border-coral-strong bg-card',
            )}
          >
            {l.letter}
          </span>
        ))}
      </p>
      <fieldset className="flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{t('games.blocks.legend')}</legend>
        {blocks.map((b, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: two blocks may hold the same letter
            key={i}
            type="button"
            disabled={done || used.has(i) || full}
            onClick={() => place(i)}
            className="flex size-14 items-center justify-center rounded-xl border-2 border-sky-strong/40 bg-sky text-2xl font-extrabold text-sky-foreground uppercase shadow-sm transition-transform duration-150 enabled:hover:-translate-y-0.5 disabled:opacity-40 motion-reduce:transition-none"
            aria-label={t('games.blocks.letter', { letter: b })}
          >
            {b}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={done || slots.placed.length === 0}
          onClick={() => setSlots(removeLetter)}
        >
          <Undo2 aria-hidden /> {t('games.blocks.takeBack')}
        </Button>
        <Button type="button" size="lg" disabled={done || !full} onClick={check}>
          <Check aria-hidden /> {t('games.blocks.check')}
        </Button>
      </div>
    </div>
  );
}
