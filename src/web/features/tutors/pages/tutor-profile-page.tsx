import { PageContainer } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ApiError } from '@web/lib/api-client';
import { ArrowLeft, CloudOff, SearchX, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useTutor } from '../api/get-tutor';
import { TutorProfile, TutorProfileSkeleton } from '../components/tutor-profile';
import { TutorReviews } from '../components/tutor-reviews';

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
  const valid = /^\d{1,9}$/.test(rawId) && Number(rawId) > 0;
  const id = valid ? Number(rawId) : 0;
  const tutor = useTutor(id, { enabled: valid });

  if (!valid) {
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
      {tutor.isPending ? (
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

function ProfileError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div>
      <h1 className="sr-only">Tutor profile</h1>
      {error instanceof ApiError && error.status === 404 ? (
        <EmptyState
          icon={UserX}
          title="Tutor not found"
          description="This tutor may have moved on. Plenty of friendly tutors are waiting on the list."
          action={<BackToTutors />}
        />
      ) : (
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
      )}
    </div>
  );
}
