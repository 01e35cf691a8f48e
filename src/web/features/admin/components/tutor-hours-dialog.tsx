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
import { toast } from '#web/lib/use-toast.ts';
import { useTutorHours } from '../api/get-tutor-hours.ts';
import { useSetTutorHours } from '../api/set-tutor-hours.ts';

export interface TutorHoursDialogProps {
  tutor: { id: number; name: string } | null;
  onClose: () => void;
}

export function TutorHoursDialog({ tutor, onClose }: TutorHoursDialogProps) {
  return (
    <Dialog open={tutor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{tutor ? `${tutor.name} - Hours` : 'Hours'}</DialogTitle>
          <DialogDescription>
            When families can book this tutor. Bookings already made are kept.
          </DialogDescription>
        </DialogHeader>
        {tutor ? <HoursEditor tutor={tutor} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HoursEditor({ tutor, onDone }: { tutor: { id: number; name: string }; onDone: () => void }) {
  const hours = useTutorHours(tutor.id);
  const save = useSetTutorHours({
    onSuccess: () => {
      toast({ title: 'Hours saved', description: `${tutor.name}'s hours are saved.`, variant: 'success' });
      onDone();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.',
        variant: 'destructive',
      }),
  });
  if (!hours.data) {
    return hours.isError ? (
      <ErrorState query={hours} title="Error loading the hours" compact />
    ) : (
      <div className="flex justify-center py-8">
        <Spinner label="Loading the hours" />
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
