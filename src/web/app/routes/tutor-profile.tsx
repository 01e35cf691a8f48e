import { ArrowLeft, CloudOff, SearchX, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageContainer } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { getTutorQueryOptions, useTutor } from '#web/features/tutors/api/get-tutor.ts';
import { getTutorReviewsQueryOptions } from '#web/features/tutors/api/get-tutor-reviews.ts';
import { TutorProfile, TutorProfileSkeleton } from '#web/features/tutors/components/tutor-profile.tsx';
import { TutorReviews } from '#web/features/tutors/components/tutor-reviews.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { NOT_FOUND, pageTitle, parseId, type RouteLoader, type RouteMeta } from '../route-module';

function BackToTutors() {
  return (
    <Button asChild variant="outline">
      <Link href="/book-session">
        <ArrowLeft aria-hidden /> Back to Tutors
      </Link>
    </Button>
  );
}

/** /tutors/{id}: the tutor's profile and reviews. */
export default function TutorProfilePage() {
  const { id: rawId = '' } = useParams<{ id: string }>();
  // The spec keeps "Invalid tutor ID" for an id that is not a number; a number no tutor can have
  // (0, 012, or past the database's integers) names no tutor, so it is not found without asking.
  const numeric = /^\d+$/.test(rawId);
  const id = parseId(rawId);
  const possible = id !== null;
  const tutor = useTutor(id ?? 0, { enabled: possible });

  if (!numeric) {
    return (
      <PageContainer>
        <h1 className="sr-only">Tutor profile</h1>
        <EmptyState
          icon={SearchX}
          title="Invalid tutor ID"
          description="That address does not name a tutor."
          action={<BackToTutors />}
        />
      </PageContainer>
    );
  }

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
      {!possible ? (
        <TutorNotFound />
      ) : tutor.isPending ? (
        <TutorProfileSkeleton />
      ) : tutor.isError ? (
        <ProfileError error={tutor.error} onRetry={() => void tutor.refetch()} />
      ) : (
        <>
          <TutorProfile tutor={tutor.data} />
          <TutorReviews tutorId={tutor.data.id} tutorName={tutor.data.name} />
        </>
      )}
    </PageContainer>
  );
}

function TutorNotFound() {
  return (
    <div>
      <h1 className="sr-only">Tutor profile</h1>
      <EmptyState
        icon={UserX}
        title="Tutor not found"
        description="This tutor may have moved on. Plenty of friendly tutors are waiting on the list."
        action={<BackToTutors />}
      />
    </div>
  );
}

function ProfileError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <TutorNotFound />;
  return (
    <div>
      <h1 className="sr-only">Tutor profile</h1>
      <EmptyState
        tone="error"
        icon={CloudOff}
        title="Error loading tutor information"
        description="Please check your connection and try again."
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}

/** The tutor and the first page of reviews. */
export const loader: RouteLoader = async (queryClient, { params }) => {
  const id = parseId(params.id);
  if (id === null) return NOT_FOUND;
  await queryClient.prefetchQuery(getTutorQueryOptions(id));
  if (queryClient.getQueryData(getTutorQueryOptions(id).queryKey)) {
    await queryClient.prefetchInfiniteQuery(getTutorReviewsQueryOptions(id));
  }
  return undefined;
};

export const meta: RouteMeta = (queryClient, { params }) => {
  const id = parseId(params.id);
  const tutor = id === null ? undefined : queryClient.getQueryData(getTutorQueryOptions(id).queryKey);
  if (!tutor)
    return { title: pageTitle('Tutor not found'), description: 'That address does not name a tutor.' };
  return {
    title: pageTitle(`${tutor.name}, ${tutor.subjects} tutor`),
    description: tutor.bio,
    ...(tutor.imageUrl ? { image: tutor.imageUrl } : {}),
  };
};
