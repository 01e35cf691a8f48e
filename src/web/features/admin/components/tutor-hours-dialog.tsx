// A tutor's hours, set by an admin with the tutor's own form (docs/tutoring.md#a-tutors-hours).

import { TutorHoursForm } from '#web/components/tutor-hours-form.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useTutorHours } from '../api/get-tutor-hours.ts';
import { useSetTutorHours } from '../api/set-tutor-hours.ts';

export interface TutorHoursDialogProps {
  tutor: { id: number; name: string } | null;
  onClose: () => void;
}

export function TutorHoursDialog({ tutor, onClose }: TutorHoursDialogProps) {
  const t = useT();
  return (
    <Dialog open={tutor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {tutor ? t('adminTutors.hoursOf', { name: tutor.name }) : t('adminTutors.hours')}
          </DialogTitle>
          <DialogDescription>{t('adminTutors.hoursLead')}</DialogDescription>
        </DialogHeader>
        {tutor ? <HoursEditor tutor={tutor} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HoursEditor({ tutor, onDone }: { tutor: { id: number; name: string }; onDone: () => void }) {
  const t = useT();
  const hours = useTutorHours(tutor.id);
  const save = useSetTutorHours({
    onSuccess: () => {
      toast({
        title: t('adminTutors.hoursSaved'),
        description: t('adminTutors.hoursSavedText', { name: tutor.name }),
        variant: 'success',
      });
      onDone();
    },
    onError: (error) =>
      toast({
        title: t('common.error'),
        description:
          error instanceof ApiError && error.status < 500 ? error.message : t('adminTutors.tryAgain'),
        variant: 'destructive',
      }),
  });
  if (!hours.data) {
    return hours.isError ? (
      <ErrorState query={hours} title={t('adminTutors.hoursLoadError')} compact />
    ) : (
      <div className="flex justify-center py-8">
        <Spinner label={t('adminTutors.hoursLoading')} />
      </div>
    );
  }
  return (
    <TutorHoursForm
      initial={hours.data}
      tutorName={tutor.name}
      saving={save.isPending}
      onSave={(values) => save.mutate({ id: tutor.id, hours: values })}
    />
  );
}
