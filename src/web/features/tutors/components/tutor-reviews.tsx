import { CheckCircle2, LogIn, MessageSquareHeart, PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { TutorReview } from '#contract/tutors.ts';
import { useReviewEligibility } from '#web/components/reviews/review-api.ts';
import { ReviewCard } from '#web/components/reviews/review-card.tsx';
import { WriteReviewGate } from '#web/components/reviews/write-review-gate.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMessagesAhead, useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { useOwnTutorReview } from '../api/get-own-tutor-review.ts';
import { useTutorReviews } from '../api/get-tutor-reviews.ts';

const loadForm = () => import('./tutor-review-form.tsx');
const TutorReviewForm = lazy(() => loadForm().then((m) => ({ default: m.TutorReviewForm })));

export interface TutorReviewsProps {
  tutorId: number;
  tutorName: string;
}

/** "Reviews": the list (usernames only), and the form for a signed-in user who has not reviewed yet. */
export function TutorReviews({ tutorId, tutorName }: TutorReviewsProps) {
  const user = useUser();
  const t = useT();
  // A guest's prompt, shown once the session is known: the page drawn while it loads carries it.
  useMessagesAhead('tutors.reviews.logInPrompt', 'tutors.reviews.logIn');
  const reviews = useTutorReviews(tutorId);
  const [formOpen, setFormOpen] = useState(false);
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = reviews.data?.pages.at(-1)?.total ?? list.length;
  const ownReview = useOwnTutorReview(tutorId, user.data?.id).data;
  // The same answer the Write a Review gate reads (one request).
  const eligibility = useReviewEligibility('tutors', tutorId, user.data?.id);
  // "Be the first" only to a reader who could be: a guest (the log-in prompt shows how) or a
  // signed-in user the server lets review; never under the gate's "you can review after a session".
  const invite = !user.data || eligibility.data?.canReview === true;

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl">
          {t('tutors.reviews.title')}
          {reviews.data && total > 0 ? (
            <span className="ms-2 text-base font-semibold text-muted-foreground">({total})</span>
          ) : null}
        </h2>
        {user.data && !ownReview ? (
          <WriteReviewGate kind="tutors" id={tutorId}>
            <Button
              variant={formOpen ? 'outline' : 'default'}
              aria-expanded={formOpen}
              onClick={() => setFormOpen((open) => !open)}
              onPointerEnter={() => void loadForm()}
            >
              {formOpen ? (
                t('tutors.reviews.hideForm')
              ) : (
                <>
                  <PenLine aria-hidden /> {t('tutors.reviews.write')}
                </>
              )}
            </Button>
          </WriteReviewGate>
        ) : null}
      </div>

      {ownReview?.hidden ? <ReviewCard kind="tutors" review={ownReview} reportable={false} /> : null}

      {user.data ? null : user.isPending ? null : (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-sky-strong/20 bg-sky p-4">
          <LogIn aria-hidden className="size-5 shrink-0 text-sky-strong" />
          <p className="flex-1 font-semibold text-sky-foreground">{t('tutors.reviews.logInPrompt')}</p>
          <Button asChild size="sm">
            <Link href={`/auth?next=${encodeURIComponent(`/tutors/${tutorId}`)}`}>
              {t('tutors.reviews.logIn')}
            </Link>
          </Button>
        </div>
      )}

      {ownReview ? (
        <p className="flex items-center gap-2 rounded-2xl bg-primary-soft p-4 font-semibold">
          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-primary" />
          {t('tutors.reviews.done', { name: tutorName })}
        </p>
      ) : null}

      {formOpen && user.data && !ownReview ? (
        <Suspense fallback={<Skeleton className="h-72 rounded-[var(--radius-card)]" />}>
          <TutorReviewForm tutorId={tutorId} tutorName={tutorName} onSubmitted={() => setFormOpen(false)} />
        </Suspense>
      ) : null}

      <ReviewList
        reviews={reviews}
        list={list}
        viewerUsername={user.data?.username}
        emptyText={
          invite
            ? t('tutors.reviews.emptyInvite')
            : t('tutors.reviews.emptyAfterSession', { name: tutorName })
        }
      />
    </section>
  );
}

function ReviewList({
  reviews,
  list,
  viewerUsername,
  emptyText,
}: {
  reviews: ReturnType<typeof useTutorReviews>;
  list: TutorReview[];
  /** A signed-in reader may report someone else's review. */
  viewerUsername: string | undefined;
  /** What an empty list says to this reader. */
  emptyText: string;
}) {
  const t = useT();
  if (reviews.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('tutors.reviews.loading')}
        </p>
        <ul className="grid gap-3" aria-hidden>
          {[0, 1].map((i) => (
            <li key={i}>
              <Card className="grid gap-2 p-5">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-4 w-full" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!reviews.data) {
    return (
      <ErrorState
        query={reviews}
        title={t('tutors.reviews.loadError')}
        description={t('tutors.reviews.loadErrorText')}
      />
    );
  }
  if (list.length === 0) {
    return <EmptyState icon={MessageSquareHeart} title={emptyText} />;
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {list.map((review) => (
          <li key={review.id}>
            <ReviewCard
              kind="tutors"
              review={review}
              // Public reviews name their author by username only (no ids); usernames are unique.
              reportable={viewerUsername !== undefined && viewerUsername !== review.user.username}
            />
          </li>
        ))}
      </ul>
      {reviews.isFetchNextPageError ? (
        <p role="alert" className="text-center font-semibold text-destructive">
          {t('tutors.reviews.loadMoreError')}
        </p>
      ) : null}
      {reviews.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage ? t('tutors.reviews.loadingMore') : t('tutors.reviews.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
