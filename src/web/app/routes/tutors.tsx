import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { pageTitle, parseRouteId, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { TutorFilters } from '#web/features/tutors/api/get-tutors.ts';
import { getTutorsQueryOptions } from '#web/features/tutors/api/get-tutors.ts';
import { TutorFilterPanel } from '#web/features/tutors/components/tutor-filter-panel.tsx';
import { readTutorFilters, withTutorFilters } from '#web/features/tutors/components/tutor-filter-params.ts';
import { TutorGrid } from '#web/features/tutors/components/tutor-grid.tsx';
import { useBookAfterLogin } from '#web/features/tutors/hooks/use-book-after-login.ts';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { usePageSearch } from '#web/lib/page-search.ts';

// The booking form and the booker's sessions are loaded when needed, not with the list.
const loadDialog = () => import('#web/features/tutors/components/schedule-session-dialog.tsx');
const ScheduleSessionDialog = lazy(() => loadDialog().then((m) => ({ default: m.ScheduleSessionDialog })));
const UpcomingSessions = lazy(() =>
  import('#web/features/tutors/components/upcoming-sessions.tsx').then((m) => ({
    default: m.UpcomingSessions,
  })),
);

/** The `tutor` parameter of /book-session?tutor={id}: the tutor whose booking dialog is open. */
function readTutorParam(search: URLSearchParams): number | null {
  return parseRouteId(search.get('tutor'));
}

function withTutorParam(search: string, tutorId: number | null): string {
  const params = new URLSearchParams(search);
  if (tutorId === null) params.delete('tutor');
  else params.set('tutor', String(tutorId));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** /tutors and /book-session: find a tutor, filter, and schedule a session. */
export default function TutorsPage() {
  const [path, navigate] = useLocation();
  const search = usePageSearch();
  const filters = readTutorFilters(search);
  const openTutorId = readTutorParam(search);
  const t = useT();
  const booking = useBookAfterLogin(openTutorId, (tutorId) =>
    navigate(`${path}${withTutorParam(search.toString(), tutorId)}`, { replace: true }),
  );

  const applyFilters = (next: TutorFilters) =>
    navigate(`${path}${withTutorFilters(search.toString(), next)}`);
  const clearFilters = () => navigate(`${path}${withTutorFilters(search.toString(), {})}`);
  const closeDialog = () => navigate(`${path}${withTutorParam(search.toString(), null)}`, { replace: true });

  // A guest who follows /book-session?tutor={id} logs in first and comes back to the dialog.
  if (booking.loginFirst) return <Redirect to={booking.loginFirst} replace />;

  return (
    <PageContainer className="grid max-w-7xl gap-8">
      <PageHeader eyebrow={t('nav.bookSession')} title={t('tutors.title')} description={t('tutors.lead')} />
      {booking.userId !== undefined ? (
        <Suspense fallback={<Skeleton className="h-36 rounded-[var(--radius-card)]" />}>
          <UpcomingSessions userId={booking.userId} />
        </Suspense>
      ) : null}
      <section id="book" aria-labelledby="book-heading" className="grid scroll-mt-24 gap-6">
        <h2 id="book-heading" className="sr-only">
          {t('tutors.heading')}
        </h2>
        <TutorFilterPanel key={withTutorFilters('', filters)} filters={filters} onApply={applyFilters} />
        <TutorGrid
          filters={filters}
          onSchedule={(tutor) => void booking.schedule(tutor)}
          onScheduleIntent={booking.signedIn ? () => void loadDialog() : undefined}
          onClearFilters={clearFilters}
        />
      </section>
      {openTutorId !== null && booking.signedIn ? (
        <Suspense fallback={null}>
          <ScheduleSessionDialog key={openTutorId} tutorId={openTutorId} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

/** The first page of tutors with the filters in the address. */
export const loader: RouteLoader = (queryClient, { search }) =>
  queryClient.prefetchInfiniteQuery(getTutorsQueryOptions(readTutorFilters(search)));

export const meta: RouteMeta = (_queryClient, { search, t }) => {
  const { subject } = readTutorFilters(search);
  return {
    title: pageTitle(
      subject ? t('tutors.metaSubjectTitle', { subject: optionLabel(t, subject) }) : t('tutors.title'),
    ),
    description: subject
      ? t('tutors.metaSubjectDescription', { subject: optionLabel(t, subject) })
      : t('tutors.metaDescription'),
  };
};
