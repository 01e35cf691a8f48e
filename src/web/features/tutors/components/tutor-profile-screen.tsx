// /tutors/{id} once the route has read the id: the tutor's profile and reviews, or their
// loading, error and not-found states (the spec's texts).

import { ArrowLeft, SearchX, UserX } from 'lucide-react';
import { Link } from 'wouter';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { PageContainer } from '#web/components/page-header.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useTutor } from '../api/get-tutor.ts';
import { TutorProfile, TutorProfileSkeleton } from './tutor-profile.tsx';
import { TutorReviews } from './tutor-reviews.tsx';

const BACK_TO_TUTORS = { href: '/book-session', label: 'Back to Tutors' };

/** An address whose id is not a number at all. */
export function TutorInvalidId() {
  return (
    <NotFoundScreen
      icon={SearchX}
      title="Invalid tutor ID"
      description="That address does not name a tutor."
      back={BACK_TO_TUTORS}
    />
  );
}

/** A number that names no tutor (now, or ever). */
export function TutorNotFound() {
  return (
    <NotFoundScreen
      icon={UserX}
      title="Tutor not found"
      description="This tutor may have moved on. Plenty of friendly tutors are waiting on the list."
      back={BACK_TO_TUTORS}
    />
  );
}

/** The tutor with this id, loaded, with the reviews below. */
export function TutorProfileScreen({ tutorId }: { tutorId: number }) {
  const tutor = useTutor(tutorId);
  if (tutor.isError && tutor.error instanceof ApiError && tutor.error.status === 404)
    return <TutorNotFound />;
  return (
    <PageContainer className="grid gap-12">
      <div>
        <Link
          href="/book-session"
          className="inline-flex items-center gap-1.5 rounded-full font-bold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> All tutors
        </Link>
      </div>
      {tutor.isPending ? (
        <TutorProfileSkeleton />
      ) : tutor.isError ? (
        <div>
          <h1 className="sr-only">Tutor profile</h1>
          <ErrorState query={tutor} title="Error loading tutor information" />
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
