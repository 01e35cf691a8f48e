import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

export interface ReviewsDialogProps {
  /** The item whose reviews are shown (kept while the dialog closes). */
  item: { id: number; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reviews of one item in a dialog titled "{name} - Reviews" (spec "Reward store"). */
export function ReviewsDialog({ item, open, onOpenChange }: ReviewsDialogProps) {
  return (
    <Dialog open={open && item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{item ? `${item.name} - Reviews` : 'Reviews'}</DialogTitle>
          <DialogDescription>What other children and parents think of it.</DialogDescription>
        </DialogHeader>
        {item ? <ReviewsPanel merchandiseId={item.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
