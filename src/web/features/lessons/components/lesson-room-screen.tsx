// /lessons/{sessionId}: the room of one booking in each of its states (docs/lesson-room.md).
// Waiting shows when it opens and counts down; open asks for the camera and microphone, then
// joins; closed shows who came. Someone who is not in the lesson is told so, kindly.
import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, Lock, Video } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useLessonRoom } from '../api/get-lesson-room.ts';
import { ClosedRoom } from './closed-room.tsx';
import { type JoinChoice, PreJoin } from './pre-join.tsx';
import { Room } from './room.tsx';
import { WaitingRoom } from './waiting-room.tsx';

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function NoSuchLesson() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={Video}
      title={t('lessons.notFound.title')}
      description={t('lessons.notFound.text')}
      back={{ href: '/user-panel', label: t('lessons.backToDashboard') }}
    />
  );
}

function NotYourLesson() {
  const t = useT();
  return (
    <PageContainer className="grid max-w-xl justify-items-center gap-4 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-sky text-sky-strong">
        <Lock aria-hidden className="size-10" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{t('lessons.refused.title')}</h1>
      <p className="text-lg text-muted-foreground">{t('lessons.refused.text')}</p>
      <Button asChild>
        <Link href="/user-panel">{t('lessons.backToDashboard')}</Link>
      </Button>
    </PageContainer>
  );
}

type Visit = { phase: 'pre-join' } | { phase: 'in-room'; choice: JoinChoice } | { phase: 'left' };

export function LessonRoomScreen({
  sessionId,
  relayOnly = false,
}: {
  sessionId: number;
  relayOnly?: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const room = useLessonRoom(sessionId);
  const [visit, setVisit] = useState<Visit>({ phase: 'pre-join' });
  const askAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.room(sessionId) }),
    [queryClient, sessionId],
  );

  if (room.isError && statusOf(room.error) === 404) return <NoSuchLesson />;
  if (room.isError && statusOf(room.error) === 403) return <NotYourLesson />;
  const data = room.data;
  return (
    <PageContainer className="grid gap-6 py-6 sm:py-8">
      <PageHeader
        eyebrow={t('lessons.eyebrow')}
        title={data ? t('lessons.title', { subject: optionLabel(t, data.subject) }) : t('lessons.eyebrow')}
        description={
          data
            ? data.role === 'tutor'
              ? t('lessons.withLearner', { name: data.learnerFirstName })
              : t('lessons.withTutor', { name: data.tutorName })
            : undefined
        }
      />
      {!data ? (
        room.isError ? (
          <ErrorState query={room} title={t('lessons.loadFailed')} />
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="aspect-video w-full max-w-3xl" />
          </div>
        )
      ) : data.state === 'waiting' ? (
        <WaitingRoom room={data} onOpen={askAgain} />
      ) : data.state === 'closed' ? (
        <ClosedRoom room={data} />
      ) : visit.phase === 'pre-join' ? (
        <PreJoin room={data} onJoin={(choice) => setVisit({ phase: 'in-room', choice })} />
      ) : visit.phase === 'in-room' ? (
        <Room
          room={data}
          choice={visit.choice}
          relayOnly={relayOnly}
          onLeave={() => setVisit({ phase: 'left' })}
          onClosed={askAgain}
        />
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-10 text-center">
            <DoorOpen aria-hidden className="size-12 text-primary" />
            <h2 className="text-2xl">{t('lessons.left.title')}</h2>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => setVisit({ phase: 'pre-join' })}>{t('lessons.left.again')}</Button>
              <Button asChild variant="outline">
                <Link href="/user-panel">{t('lessons.backToDashboard')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
