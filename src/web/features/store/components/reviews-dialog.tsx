import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

export interface ReviewsDialogProps {
  /** The item whose reviews are shown (kept while the dialog closes). */
  item: { id: number; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reviews of one item in a dialog titled "{name} - Reviews" (spec "Reward store"). */
export function ReviewsDialog({ item, open, onOpenChange }: ReviewsDialogProps) {
  const t = useT();
  return (
    <Dialog open={open && item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {item ? t('store.review.dialogTitle', { name: item.name }) : t('store.reviews')}
          </DialogTitle>
          <DialogDescription>{t('store.review.dialogLead')}</DialogDescription>
        </DialogHeader>
        {item ? <ReviewsPanel merchandiseId={item.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
