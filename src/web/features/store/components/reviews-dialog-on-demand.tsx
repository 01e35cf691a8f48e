import { lazy, Suspense } from 'react';
import { useHasBeenTrue } from '#web/lib/use-has-been-true.ts';
import type { ReviewsDialogProps } from './reviews-dialog.tsx';

const ReviewsDialog = lazy(() => import('./reviews-dialog.tsx').then((m) => ({ default: m.ReviewsDialog })));

/**
 * The reviews dialog as the store's grid and the inventory show it: its code (the reviews and
 * their form, with its schema, and so zod) is fetched the first time it opens, since neither
 * page needs it to show and hydrate; it stays mounted after, so it closes as a dialog does.
 * Both import it from here: one static import of reviews-dialog.tsx would pull it into the page.
 */
export function ReviewsDialogOnDemand(props: ReviewsDialogProps) {
  const wanted = useHasBeenTrue(props.open && props.item !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsDialog {...props} />
    </Suspense>
  );
}
