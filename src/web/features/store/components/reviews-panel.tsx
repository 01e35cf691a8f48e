import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { MerchandiseReview } from '#contract/store.ts';
import { ReviewCard } from '#web/components/reviews/review-card.tsx';
import { WriteReviewGate } from '#web/components/reviews/write-review-gate.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useMerchandiseReviews } from '../api/get-merchandise-reviews.ts';
import { useDeleteMerchandiseReview } from '../api/save-merchandise-review.ts';

// The form and its validation load when a review is first written or edited.
const ReviewFormDialog = lazy(() =>
  import('./review-form-dialog.tsx').then((m) => ({ default: m.ReviewFormDialog })),
);

export interface ReviewsPanelProps {
  merchandiseId: number;
}

/** "x out of 5 (n reviews)": the average rounded to 1 decimal (spec "Merchandise reviews panel"). */
export function reviewSummary(all: MerchandiseReview[], t: Translate): string {
  // The author's own hidden review is shown to them, but counts for nobody (as on the server).
  const reviews = all.filter((r) => !r.hidden);
  if (reviews.length === 0) return t('store.review.none');
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return t('store.review.summary', {
    average: (Math.round(average * 10) / 10).toFixed(1),
    count: reviews.length,
  });
}

/** "Customer Reviews": the summary, the list, and writing, editing or deleting one's own review. */
export function ReviewsPanel({ merchandiseId }: ReviewsPanelProps) {
  const user = useUser().data;
  const t = useT();
  const reviews = useMerchandiseReviews(merchandiseId);
  const [form, setForm] = useState<{ open: boolean; editing: MerchandiseReview | null }>({
    open: false,
    editing: null,
  });
  // Public reviews name their author by username only (no ids), and usernames are unique.
  const isMine = (review: MerchandiseReview) => review.user.username === user?.username;
  const own = user ? reviews.data?.find(isMine) : undefined;
  const openForm = (editing: MerchandiseReview | null) => setForm({ open: true, editing });

  return (
    <section className="grid gap-4" aria-labelledby={`reviews-${merchandiseId}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`reviews-${merchandiseId}`} className="text-xl font-extrabold">
            {t('store.review.customerReviews')}
          </h3>
          {reviews.data ? <p className="text-muted-foreground">{reviewSummary(reviews.data, t)}</p> : null}
        </div>
        {user && reviews.data && !own ? (
          <WriteReviewGate kind="merchandise" id={merchandiseId}>
            <Button onClick={() => openForm(null)}>{t('store.review.write')}</Button>
          </WriteReviewGate>
        ) : null}
      </div>

      {reviews.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : reviews.isError ? (
        <ErrorState query={reviews} title={t('store.review.loadError')} compact />
      ) : reviews.data.length === 0 ? (
        <Card className="grid justify-items-center gap-3 p-6 text-center">
          <p className="font-bold">{t('store.review.noneForProduct')}</p>
          {user ? (
            <WriteReviewGate kind="merchandise" id={merchandiseId}>
              <Button variant="outline" onClick={() => openForm(null)}>
                {t('store.review.beFirst')}
              </Button>
            </WriteReviewGate>
          ) : null}
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t('store.reviews')}>
          {reviews.data.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              mine={isMine(review)}
              reportable={user != null && !isMine(review)}
              onEdit={() => openForm(review)}
            />
          ))}
        </ul>
      )}
      {form.open || form.editing ? (
        <Suspense fallback={null}>
          <ReviewFormDialog
            merchandiseId={merchandiseId}
            open={form.open}
            existing={form.editing}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function ReviewItem({
  review,
  mine,
  reportable,
  onEdit,
}: {
  review: MerchandiseReview;
  mine: boolean;
  reportable: boolean;
  onEdit: () => void;
}) {
  const remove = useDeleteMerchandiseReview();
  const t = useT();
  const onDelete = () => {
    if (!window.confirm(t('store.review.confirmDelete'))) return;
    remove.mutate(review.id, {
      onSuccess: () => toast({ title: t('store.review.deleted'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('store.review.deleteFailed'), description: error.message, variant: 'destructive' }),
    });
  };
  return (
    <li>
      <ReviewCard
        kind="merchandise"
        review={review}
        reportable={reportable}
        actions={
          mine ? (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden /> {t('store.review.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={onDelete}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden /> {t('store.review.delete')}
              </Button>
            </>
          ) : undefined
        }
      />
    </li>
  );
}
