import { Users } from 'lucide-react';
import type { SessionStatus } from '#contract/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { lessonWindow } from '../lesson-window.ts';
import { AttendanceList } from './attendance-list.tsx';

export interface AttendanceButtonProps {
  sessionId: number;
  startsAt: string;
  status: SessionStatus;
  /** "Mathematics with Ava", for the button's name and the dialog. */
  lesson: string;
}

/**
 * "Who came" beside a lesson whose room has closed (the tutor's /teach, Parent Settings, the
 * admin's bookings): the attendance the room kept, read when the dialog opens.
 */
export function AttendanceButton({ sessionId, startsAt, status, lesson }: AttendanceButtonProps) {
  const t = useT();
  const now = useNow(60_000);
  if (status === 'cancelled' || lessonWindow(startsAt, new Date(now)) !== 'over') return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('lessons.attendance.buttonFor', { lesson })}>
          <Users aria-hidden /> {t('lessons.closed.whoCame')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('lessons.attendance.title')}</DialogTitle>
          <DialogDescription>{lesson}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <AttendanceList sessionId={sessionId} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
