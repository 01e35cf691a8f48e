// "Report": a person tells the admins that something someone wrote should not be there, with a
// reason. Reviews and messages both use it; each says what it reports and how it is sent.
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

// The form (react-hook-form, and zod through the contract's schema) loads when Report is first
// pointed at or pressed: the pages that show a Report button (a tutor's profile, a prize, a
// conversation) stay without them on their first load.
const loadForm = () => import('./report-form.tsx');
const ReportForm = lazy(() => loadForm().then((m) => ({ default: m.ReportForm })));

/** The contract's schema of a report's body (a reason). */
export type ReportSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** Sends a report: a mutation's `mutate` and whether it is on its way. */
export interface ReportSender {
  mutate(
    values: { reason: string },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
}

export interface ReportButtonProps {
  /** What is reported: a review or a message (the dialog's words say which). */
  thing: 'review' | 'message';
  /** Names the reported item for screen readers: "Report the review by mia". */
  label: string;
  /** Loads the contract's schema of the report's body, with the form (see loadForm). */
  loadSchema: () => Promise<ReportSchema>;
  sender: ReportSender;
  /** What the admins do with it, after "An admin will read it and": decide, or act. */
  adminAction: 'decide' | 'act';
  className?: string;
}

export function ReportButton({
  thing,
  label,
  loadSchema,
  sender,
  adminAction,
  className,
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn(className)}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-label={label}
      >
        <Flag aria-hidden /> {t('report.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('report.title', { thing })}</DialogTitle>
            <DialogDescription>{t('report.lead', { action: adminAction })}</DialogDescription>
          </DialogHeader>
          {open ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">{t('common.loading')}</p>}>
              <ReportForm
                thing={thing}
                loadSchema={loadSchema}
                sender={sender}
                onDone={() => setOpen(false)}
              />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
