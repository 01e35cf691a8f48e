import { MessageSquareHeart } from 'lucide-react';
import { SpeakButton } from '#web/components/speak-button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useMyLessonNotes } from '../api/get-my-lesson-notes.ts';
import { PracticeProgress, useNoteLine } from './practice-progress.tsx';

export interface FromYourTutorCardProps {
  userId: number;
  /** A child's account: the note and each item can be heard. */
  readAloud?: boolean;
}

/**
 * The learner's latest note from a tutor, with the practice it set and what is done
 * (docs/tutoring.md#notes-and-practice-after-a-lesson). Nothing shows to someone with no note.
 */
export function FromYourTutorCard({ userId, readAloud = false }: FromYourTutorCardProps) {
  const query = useMyLessonNotes(userId);
  const t = useT();
  const noteLine = useNoteLine();
  if (query.data && query.data.length === 0) return null;
  const note = query.data?.[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <MessageSquareHeart aria-hidden className="size-6 text-primary" />
          {t('notes.fromTutor')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {note ? (
          <>
            <p className="text-sm text-muted-foreground">{noteLine(note)}</p>
            <div className="flex items-start gap-3">
              <p className="flex-1 whitespace-pre-line">{note.text}</p>
              {readAloud ? <SpeakButton text={note.text} label={t('notes.theNote')} /> : null}
            </div>
            <PracticeProgress practice={note.practice} readAloud={readAloud} withLinks />
          </>
        ) : query.isError ? (
          <ErrorState compact query={query} title={t('notes.error')} />
        ) : (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-12" />
            <Skeleton className="h-16" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
