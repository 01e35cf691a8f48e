import { TutorHoursForm } from '#web/components/tutor-hours-form.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useTeachHours } from '../api/get-teach-hours.ts';
import { useSetTeachHours } from '../api/set-teach-hours.ts';
import { OutsideHoursList } from './outside-hours-list.tsx';

/** "My hours": the signed-in tutor's week, time off and session types, and the bookings now outside. */
export function MyHours() {
  const hours = useTeachHours();
  const save = useSetTeachHours({
    onSuccess: () =>
      toast({
        title: 'Hours saved',
        description: 'Families can book you at these times now. Your bookings are kept.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : 'We could not save your hours. Please try again.',
        variant: 'destructive',
      }),
  });
  if (hours.data === undefined) {
    return hours.isError ? (
      <ErrorState query={hours} title="We couldn't load your hours" />
    ) : (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Loading your hours</span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <div className="grid gap-10">
      {hours.data.custom ? null : (
        <p role="note" className="rounded-2xl bg-muted p-3">
          These are the hours you were given when you joined. Change them and save to make them your own.
        </p>
      )}
      <TutorHoursForm
        key={JSON.stringify(hours.data)}
        initial={hours.data}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
      />
      <OutsideHoursList />
    </div>
  );
}
