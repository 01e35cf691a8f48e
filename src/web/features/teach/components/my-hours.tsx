import { TutorHoursForm } from '#web/components/tutor-hours-form.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useTeachHours } from '../api/get-teach-hours.ts';
import { useSetTeachHours } from '../api/set-teach-hours.ts';
import { OutsideHoursList } from './outside-hours-list.tsx';

/** "My hours": the signed-in tutor's week, time off and session types, and the bookings now outside. */
export function MyHours() {
  const hours = useTeachHours();
  const t = useT();
  const save = useSetTeachHours({
    onSuccess: () =>
      toast({
        title: t('teach.hoursSaved'),
        description: t('teach.hoursSavedText'),
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: t('common.error'),
        description:
          error instanceof ApiError && error.status < 500 ? error.message : t('teach.hoursSaveFailed'),
        variant: 'destructive',
      }),
  });
  if (hours.data === undefined) {
    return hours.isError ? (
      <ErrorState query={hours} title={t('teach.hoursLoadError')} />
    ) : (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t('teach.hoursLoading')}</span>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <div className="grid gap-10">
      {hours.data.custom ? null : (
        <p role="note" className="rounded-2xl bg-muted p-3">
          {t('teach.hoursGiven')}
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
