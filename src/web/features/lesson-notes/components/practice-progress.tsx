import { BookOpen, CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import type { PracticeItem } from '#contract/lesson-notes.ts';
import { GameImage } from '#web/components/game-image.tsx';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { cn } from '#web/lib/utils.ts';

export interface PracticeProgressProps {
  practice: PracticeItem[];
  /** Speaker buttons beside each item, for a child who cannot read it yet. */
  readAloud?: boolean;
  /** Links to play the level or read the article (the learner's view). */
  withLinks?: boolean;
  className?: string;
}

/** What an item asks, in words: "Play Word Trail, level 2: Long Vowels" or "Read Why leaves are green". */
export function practiceWords(item: PracticeItem): string {
  return item.kind === 'game'
    ? `Play ${item.title}, level ${item.level}: ${item.levelName}`
    : `Read ${item.title}`;
}

function practiceHref(item: PracticeItem): string {
  return item.kind === 'game' ? `/games/${item.gameId}?level=${item.level}` : `/articles/${item.articleId}`;
}

function ItemPicture({ item }: { item: PracticeItem }) {
  if (item.kind === 'game')
    return (
      <GameImage
        title={item.title}
        imageUrl={item.imageUrl}
        className="size-14 shrink-0 rounded-xl object-cover"
      />
    );
  return item.imageUrl ? (
    <img
      src={item.imageUrl}
      alt=""
      className="size-14 shrink-0 rounded-xl bg-sky object-cover"
      loading="lazy"
    />
  ) : (
    <div
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-sky text-sky-strong"
    >
      <BookOpen className="size-7" />
    </div>
  );
}

/**
 * A note's practice: each item with its picture, a link to play that level or read that article,
 * and a tick once the learner did it after the note (docs/tutoring.md#notes-and-practice-after-a-lesson).
 */
export function PracticeProgress({
  practice,
  readAloud = false,
  withLinks = false,
  className,
}: PracticeProgressProps) {
  if (practice.length === 0) return null;
  return (
    <ul className={cn('grid gap-2', className)} aria-label="Practice">
      {practice.map((item) => {
        const words = practiceWords(item);
        return (
          <li
            key={item.kind === 'game' ? `g${item.gameId}-${item.level}` : `a${item.articleId}`}
            className="flex items-center gap-3 rounded-2xl bg-muted/60 p-2 pe-3"
          >
            <ItemPicture item={item} />
            <span className="grid min-w-0 flex-1 gap-0.5">
              {withLinks ? (
                <Link
                  href={practiceHref(item)}
                  className="font-bold text-primary underline-offset-4 hover:underline"
                >
                  {words}
                </Link>
              ) : (
                <span className="font-bold">{words}</span>
              )}
              <span
                className={cn(
                  'inline-flex items-center gap-1 text-sm',
                  item.done ? 'text-primary-hover' : 'text-muted-foreground',
                )}
              >
                {item.done ? (
                  <CheckCircle2 aria-hidden className="size-4" />
                ) : (
                  <Circle aria-hidden className="size-4" />
                )}
                {item.done ? 'Done' : 'Not done yet'}
              </span>
            </span>
            {readAloud ? (
              <SpeakButton text={`${words}. ${item.done ? 'Done!' : 'Not done yet.'}`} label={words} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
