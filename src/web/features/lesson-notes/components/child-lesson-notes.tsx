import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useChildLessonNotes } from '../api/get-child-lesson-notes.ts';
import { PracticeProgress, useNoteLine } from './practice-progress.tsx';

export interface ChildLessonNotesProps {
  childId: number;
  childName: string;
}

/** A linked child's latest notes from their tutors and what is done, in Parent Settings. */
export function ChildLessonNotes({ childId, childName }: ChildLessonNotesProps) {
  const query = useChildLessonNotes(childId);
  const t = useT();
  const noteLine = useNoteLine();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('notes.childTitle', { name: childName })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.data ? (
          query.data.length === 0 ? (
            <p className="text-muted-foreground">{t('notes.childNone', { name: childName })}</p>
          ) : (
            <ul className="grid gap-4">
              {query.data.map((note) => (
                <li key={note.id} className="grid gap-2 rounded-2xl border border-input p-3">
                  <p className="text-sm text-muted-foreground">{noteLine(note)}</p>
                  <p className="whitespace-pre-line">{note.text}</p>
                  <PracticeProgress practice={note.practice} />
                </li>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <ErrorState compact query={query} title={t('notes.childError', { name: childName })} />
        ) : (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-16" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
