import { NotebookPen } from 'lucide-react';
import { Redirect, useParams } from 'wouter';
import { practiceDoneWords } from '#contract/lesson-notes.ts';
import { pageTitle, parseRouteId, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { getArticlesQueryOptions, useArticles } from '#web/features/articles/api/get-articles.ts';
import { getGamesQueryOptions, useGames } from '#web/features/game-library/api/get-games.ts';
import { useSessionNote } from '#web/features/lesson-notes/api/get-session-note.ts';
import { LessonNoteEditor } from '#web/features/lesson-notes/components/lesson-note-editor.tsx';
import { PracticeProgress } from '#web/features/lesson-notes/components/practice-progress.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel, sessionStatusLabel } from '#web/lib/option-labels.ts';
import { useUser } from '#web/lib/session.ts';

function NoSuchSession() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={NotebookPen}
      title={t('lessonNote.notFound')}
      description={t('lessonNote.notFoundText')}
      back={{ href: '/', label: t('notFound.back') }}
    />
  );
}

function SessionNoteScreen({ sessionId }: { sessionId: number }) {
  const page = useSessionNote(sessionId);
  const games = useGames();
  const articles = useArticles({});
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  if (page.isError && page.error instanceof ApiError && page.error.status === 404) return <NoSuchSession />;
  const session = page.data;
  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <PageHeader title={t('lessonNote.title')} />
      {!session ? (
        page.isError ? (
          <ErrorState query={page} title={t('lessonNote.loadError')} />
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
          </div>
        )
      ) : (
        <>
          <p className="text-lg">
            {t('sessions.subjectWith', {
              subject: optionLabel(t, session.subject),
              name: session.learnerFirstName,
            })}{' '}
            · {formatDateTime(session.startsAt, timeZone, locale)} · {sessionStatusLabel(t, session.status)}
          </p>
          {session.note && session.note.practice.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  {t('lessonNote.done', {
                    name: session.learnerFirstName,
                    done: practiceDoneWords(session.note.practice),
                  })}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <PracticeProgress practice={session.note.practice} />
              </CardContent>
            </Card>
          ) : null}
          {session.status !== 'completed' ? (
            <p role="status" className="rounded-2xl bg-sun-soft p-4">
              {t('lessonNote.notYet')}
            </p>
          ) : games.data && articles.data ? (
            <Card>
              <CardContent className="pt-6">
                <LessonNoteEditor
                  key={session.note?.updatedAt ?? 'new'}
                  sessionId={sessionId}
                  note={session.note}
                  games={games.data
                    .filter((g) => g.rules.levels.length > 0)
                    .map((g) => ({ id: g.id, title: g.title, levels: g.rules.levels }))}
                  articles={articles.data.articles.map((a) => ({ id: a.id, title: a.title }))}
                />
              </CardContent>
            </Card>
          ) : games.isError || articles.isError ? (
            <ErrorState query={games.isError ? games : articles} title={t('lessonNote.choicesError')} />
          ) : (
            <Skeleton className="h-64" aria-busy="true" />
          )}
        </>
      )}
    </PageContainer>
  );
}

/** /teach/sessions/{id}/note: the tutor writes or edits the note after a completed lesson. */
export default function LessonNotePage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useUser();
  const sessionId = parseRouteId(id);
  if (!user.data) return null;
  // Tutors only; everyone else is sent home.
  if (user.data.tutorId === null) return <Redirect to="/" replace />;
  return sessionId === null ? <NoSuchSession /> : <SessionNoteScreen sessionId={sessionId} />;
}

/** The games and articles to choose practice from (public lists, kept in the catalog cache). */
export const loader: RouteLoader = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchQuery(getGamesQueryOptions()),
    queryClient.prefetchQuery(getArticlesQueryOptions({})),
  ]);
  return undefined;
};

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('lessonNote.title')),
  description: t('lessonNote.metaDescription'),
});
