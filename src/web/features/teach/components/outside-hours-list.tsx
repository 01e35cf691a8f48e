import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { OutsideHoursBooking } from '#contract/teach-hours.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useOutsideHours } from '../api/get-outside-hours.ts';
import { useKeepBooking } from '../api/keep-booking.ts';
import { CancelTeachSessionDialog } from './cancel-teach-session-dialog.tsx';

/**
 * The upcoming bookings new hours leave outside (docs/tutoring.md#a-tutors-hours): each stays
 * booked until the tutor keeps it or cancels it with a reason (the dialog of /teach's cards, whose
 * write refreshes this list and the sessions).
 */
export function OutsideHoursList() {
  const outside = useOutsideHours();
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  const [toCancel, setToCancel] = useState<OutsideHoursBooking | null>(null);
  const keep = useKeepBooking({
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="outside-hours" className="grid gap-3">
      <h2 id="outside-hours" className="text-2xl">
        {t('teach.outside.title')}
      </h2>
      {outside.data === undefined ? (
        outside.isError ? (
          <ErrorState compact query={outside} title={t('teach.outside.loadError')} />
        ) : (
          <Skeleton className="h-16" />
        )
      ) : outside.data.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarCheck aria-hidden className="size-5" /> {t('teach.outside.none')}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{t('teach.outside.lead')}</p>
          <ul className="grid gap-2">
            {outside.data.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-3"
              >
                <div>
                  <p className="font-extrabold">{formatDateTime(booking.startsAt, timeZone, locale)}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('teach.outside.what', {
                      subject: optionLabel(t, booking.subject),
                      type: optionLabel(t, booking.sessionType),
                      name: booking.learner.firstName,
                      username: booking.learner.username,
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={keep.isPending}
                    onClick={() => keep.mutate(booking.id)}
                    aria-label={t('teach.outside.keepOf', {
                      when: formatDateTime(booking.startsAt, timeZone, locale),
                    })}
                  >
                    {t('teach.outside.keep')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setToCancel(booking)}
                    aria-label={t('teach.outside.cancelOf', {
                      when: formatDateTime(booking.startsAt, timeZone, locale),
                    })}
                  >
                    <CalendarX aria-hidden /> {t('sessions.cancel')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <CancelTeachSessionDialog session={toCancel} onClose={() => setToCancel(null)} />
    </section>
  );
}
