import { BookOpen, CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import type { PracticeItem } from '#contract/lesson-notes.ts';
import { GameImage } from '#web/components/game-image.tsx';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
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
export function practiceWords(item: PracticeItem, t: Translate): string {
  return item.kind === 'game'
    ? t('notes.playLevel', { title: item.title, level: item.level, levelName: item.levelName })
    : t('notes.read', { title: item.title });
}

/**
 * A note's line: "Ms. Rivera · Math lesson on Nov 22, 2026 · 1 of 2 done", in the page's
 * language, the date on the reader's clocks.
 */
export function useNoteLine(): (note: {
  tutorName: string;
  subject: string;
  lessonAt: string;
  practice: readonly { done: boolean }[];
}) => string {
  const t = useT();
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  return (note) => {
    const line = t('notes.line', {
      tutor: note.tutorName,
      subject: optionLabel(t, note.subject),
      date: formatDate(note.lessonAt, timeZone, locale),
    });
    if (note.practice.length === 0) return line;
    const done = t('notes.doneCount', {
      n: note.practice.filter((p) => p.done).length,
      m: note.practice.length,
    });
    return `${line} · ${done}`;
  };
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
  const t = useT();
  if (practice.length === 0) return null;
  return (
    <ul className={cn('grid gap-2', className)} aria-label={t('notes.practice')}>
      {practice.map((item) => {
        const words = practiceWords(item, t);
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
                {item.done ? t('notes.done') : t('notes.notDone')}
              </span>
            </span>
            {readAloud ? (
              <SpeakButton
                text={`${words}. ${item.done ? t('notes.doneSaid') : t('notes.notDoneSaid')}`}
                label={words}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
