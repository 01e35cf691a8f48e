// Moderation: every review of a tutor or an item, with Hide and Show. A hidden review leaves the
// public list and the rating; its author still sees it, marked hidden.

import { Eye, EyeOff } from 'lucide-react';
import type { AdminReview, ReviewedKind } from '#contract/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useAdminReviews } from '../api/get-admin-reviews.ts';
import { useSetReviewVisibility } from '../api/set-review-visibility.ts';

export interface ReviewsDialogProps {
  kind: ReviewedKind;
  item: { id: number; name: string } | null;
  onClose: () => void;
}

export function ReviewsDialog({ kind, item, onClose }: ReviewsDialogProps) {
  const t = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {item ? t('admin.reviews.titleOf', { name: item.name }) : t('admin.reviews.title')}
          </DialogTitle>
          <DialogDescription>{t('admin.reviews.description')}</DialogDescription>
        </DialogHeader>
        {item ? <ReviewList kind={kind} itemId={item.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewList({ kind, itemId }: { kind: ReviewedKind; itemId: number }) {
  const t = useT();
  const reviews = useAdminReviews(kind, itemId);
  if (!reviews.data) {
    return reviews.isError ? (
      <ErrorState query={reviews} title={t('admin.reviews.loadFailed')} compact />
    ) : (
      <Spinner label={t('admin.reviews.loading')} />
    );
  }
  if (reviews.data.length === 0) return <p className="text-muted-foreground">{t('admin.reviews.none')}</p>;
  return (
    <ul className="grid gap-3">
      {reviews.data.map((review) => (
        <ReviewRow key={review.id} kind={kind} review={review} />
      ))}
    </ul>
  );
}

function ReviewRow({ kind, review }: { kind: ReviewedKind; review: AdminReview }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  const visibility = useSetReviewVisibility(kind);
  const toggle = () =>
    visibility.mutate(
      { reviewId: review.id, hidden: !review.hidden },
      {
        onSuccess: () =>
          toast({
            title: t('admin.form.success'),
            description: t(review.hidden ? 'admin.reviews.shown' : 'admin.reviews.hidden'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t('admin.form.error'), description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li className={cn('grid gap-2 rounded-2xl border p-4', review.hidden && 'bg-muted/60')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{review.username}</span>
        <span className="text-sm text-muted-foreground">
          {formatDate(review.dateSubmitted, timeZone, locale)}
        </span>
        <Badge variant="outline">{review.rating}/5</Badge>
        {review.hidden ? <Badge variant="muted">{t('reviews.hidden')}</Badge> : null}
      </div>
      <p>{review.comment}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={toggle} disabled={visibility.isPending}>
        {review.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        {t(review.hidden ? 'admin.reviews.show' : 'admin.reviews.hide')}
      </Button>
    </li>
  );
}
