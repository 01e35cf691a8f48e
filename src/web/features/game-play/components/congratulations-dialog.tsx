import { Gift, Star } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';

export interface CongratulationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pointsEarned: number;
  totalPoints: number;
  /** The daily cap cut this round's points. */
  capped: boolean;
  onViewRewards: () => void;
}

/** Shown once a round's score is saved: the points it earned and the new balance. */
export function CongratulationsDialog({
  open,
  onOpenChange,
  pointsEarned,
  totalPoints,
  capped,
  onViewRewards,
}: CongratulationsDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md text-center">
        <DialogHeader className="justify-items-center pe-0">
          <span className="rounded-full bg-sun-soft p-4">
            <Star aria-hidden className="size-10 fill-sun text-sun-foreground" />
          </span>
          <DialogTitle className="text-2xl">{t('games.congrats.title')}</DialogTitle>
          <DialogDescription className="text-base">
            {pointsEarned > 0
              ? t('games.congrats.earned', { points: pointsEarned })
              : t('games.congrats.greatPlaying')}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-primary-soft p-3">
            <dt className="text-sm font-bold text-muted-foreground">{t('games.congrats.pointsEarned')}</dt>
            <dd className="text-2xl font-extrabold text-primary">+{pointsEarned}</dd>
          </div>
          <div className="rounded-2xl bg-sun-soft p-3">
            <dt className="text-sm font-bold text-muted-foreground">{t('games.congrats.totalPoints')}</dt>
            <dd className="text-2xl font-extrabold text-sun-foreground">{totalPoints}</dd>
          </div>
        </dl>
        {capped ? (
          <p className="rounded-2xl bg-sky p-3 text-sm text-sky-foreground">
            You've earned all of today's game points. Wonderful work! Play for fun, and come back tomorrow to
            earn more.
          </p>
        ) : null}
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep playing
          </Button>
          <Button variant="sun" onClick={onViewRewards}>
            <Gift aria-hidden /> {t('games.congrats.viewRewards')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
