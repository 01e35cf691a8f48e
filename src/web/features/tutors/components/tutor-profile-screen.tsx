// /tutors/{id} once the route has read the id: the tutor's profile and reviews, or their
// loading, error and not-found states (the spec's texts).

import { ArrowLeft, SearchX, UserX } from 'lucide-react';
import { Link } from 'wouter';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { PageContainer } from '#web/components/page-header.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { useTutor } from '../api/get-tutor.ts';
import { TutorProfile, TutorProfileSkeleton } from './tutor-profile.tsx';
import { TutorReviews } from './tutor-reviews.tsx';

function backToTutors(t: Translate) {
  return { href: '/book-session', label: t('tutors.backToTutors') };
}

/** An address whose id is not a number at all. */
export function TutorInvalidId() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={SearchX}
      title={t('tutors.invalidId')}
      description={t('tutors.noSuchAddress')}
      back={backToTutors(t)}
    />
  );
}

/** A number that names no tutor (now, or ever). */
export function TutorNotFound() {
  const t = useT();
  return (
    <NotFoundScreen
      icon={UserX}
      title={t('tutors.notFound')}
      description={t('tutors.notFoundText')}
      back={backToTutors(t)}
    />
  );
}

/** The tutor with this id, loaded, with the reviews below. */
export function TutorProfileScreen({ tutorId }: { tutorId: number }) {
  const tutor = useTutor(tutorId);
  const t = useT();
  if (tutor.isError && tutor.error instanceof ApiError && tutor.error.status === 404)
    return <TutorNotFound />;
  return (
    <PageContainer className="grid gap-12">
      <div>
        <Link
          href="/book-session"
          className="inline-flex items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t('tutors.allTutors')}
        </Link>
      </div>
      {tutor.isPending ? (
        <TutorProfileSkeleton />
      ) : tutor.isError ? (
        <div>
          <h1 className="sr-only">{t('tutors.profile.heading')}</h1>
          <ErrorState query={tutor} title={t('tutors.profile.loadError')} />
        </div>
      ) : (
        <>
          <TutorProfile tutor={tutor.data} />
          <TutorReviews tutorId={tutor.data.id} tutorName={tutor.data.name} />
        </>
      )}
    </PageContainer>
  );
}
