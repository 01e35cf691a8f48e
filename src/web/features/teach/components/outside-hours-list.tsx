import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { OutsideHoursBooking } from '#contract/teach-hours.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
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
  const [toCancel, setToCancel] = useState<OutsideHoursBooking | null>(null);
  const keep = useKeepBooking({
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="outside-hours" className="grid gap-3">
      <h2 id="outside-hours" className="text-2xl">
        Bookings outside your hours
      </h2>
      {outside.data === undefined ? (
        outside.isError ? (
          <ErrorState compact query={outside} title="We couldn't load these bookings." />
        ) : (
          <Skeleton className="h-16" />
        )
      ) : outside.data.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarCheck aria-hidden className="size-5" /> Every upcoming booking fits your hours.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">
            Your new hours leave these bookings outside. They stay booked: keep each one, or cancel it with a
            reason so the family is told.
          </p>
          <ul className="grid gap-2">
            {outside.data.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-3"
              >
                <div>
                  <p className="font-extrabold">{formatDateTime(booking.startsAt, timeZone)}</p>
                  <p className="text-sm text-muted-foreground">
                    {booking.subject}, {booking.sessionType}, with {booking.learner.firstName} (
                    {booking.learner.username})
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={keep.isPending}
                    onClick={() => keep.mutate(booking.id)}
                    aria-label={`Keep the booking of ${formatDateTime(booking.startsAt, timeZone)}`}
                  >
                    Keep
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setToCancel(booking)}
                    aria-label={`Cancel the booking of ${formatDateTime(booking.startsAt, timeZone)}`}
                  >
                    <CalendarX aria-hidden /> Cancel
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
