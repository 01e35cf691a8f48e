import { useParams } from 'wouter';
import { pageTitle, parseRouteId, type RouteMeta } from '#web/app/route-module.ts';
import { LessonRoomScreen, NoSuchLesson } from '#web/features/lessons/components/lesson-room-screen.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';

/** /lessons/{sessionId}: a booking's lesson room (docs/lesson-room.md). Signed-in readers only. */
export default function LessonRoomPage() {
  const { id = '' } = useParams<{ id: string }>();
  const sessionId = parseRouteId(id);
  // The browser tests' relay-only run (?relay=1), heeded only in a browser a test drives.
  const relayOnly =
    usePageSearch().get('relay') === '1' && typeof navigator !== 'undefined' && navigator.webdriver;
  return sessionId === null ? (
    <NoSuchLesson />
  ) : (
    <LessonRoomScreen sessionId={sessionId} relayOnly={relayOnly} />
  );
}

export const meta: RouteMeta = (_queryClient, { t }) => ({
  title: pageTitle(t('lessons.meta.title')),
  description: t('lessons.meta.description'),
});
