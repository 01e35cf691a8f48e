// Loaded only when a booking starts (the form and its schema stay off the tutor list's first load).

import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { intlLocaleOf } from '#contract/i18n/locales.ts';
import { tutorSubjects } from '#contract/options.ts';
import { isAwaitingParent } from '#contract/parent-controls.ts';
import { BOOKING_TOO_FAR_MESSAGE, BookSessionInputSchema, bookableDays } from '#contract/sessions.ts';
import { isSessionType, sessionTypesOf } from '#contract/teach-hours.ts';
import { busyRangeOf, describeTutorHoursIn, freeTimes, offeredTimes } from '#contract/tutor-hours.ts';
import type { Tutor } from '#contract/tutors.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useBookSession } from '../api/book-session.ts';
import { useTutor } from '../api/get-tutor.ts';
import { useTutorBusyTimes } from '../api/get-tutor-busy-times.ts';
import { RepeatWeeklyField } from './repeat-weekly-field.tsx';
import { TutorAvatar } from './tutor-avatar.tsx';

/** "17:30" as the booker reads it in their language: "5:30 PM". */
function timeLabel(time: string, locale: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** The booking call's own schema, plus the day window the date picker offers. */
const ScheduleFormSchema = BookSessionInputSchema.pick({
  time: true,
  sessionType: true,
  notes: true,
}).extend({
  // An empty choice reads as "choose one", not as a too-short subject.
  subject: z.string().trim().min(1, 'Please choose a subject').pipe(BookSessionInputSchema.shape.subject),
  date: BookSessionInputSchema.shape.date
    .refine(
      (d) => d >= bookableDays(new Date(), browserTimeZone()).first,
      'Please choose today or a later date',
    )
    .refine((d) => d <= bookableDays(new Date(), browserTimeZone()).last, BOOKING_TOO_FAR_MESSAGE),
});
type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
type ScheduleFormValues = z.output<typeof ScheduleFormSchema>;

export interface ScheduleSessionDialogProps {
  tutorId: number;
  onClose: () => void;
}

/** "Schedule a Session": opened from a tutor card or /book-session?tutor={id}, for a signed-in user. */
export function ScheduleSessionDialog({ tutorId, onClose }: ScheduleSessionDialogProps) {
  const tutor = useTutor(tutorId);
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('tutors.book.title')}</DialogTitle>
          <DialogDescription>
            {tutor.data ? t('tutors.book.leadWith', { name: tutor.data.name }) : t('tutors.book.lead')}
          </DialogDescription>
        </DialogHeader>
        {tutor.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('tutors.profile.loading')} />
          </div>
        ) : tutor.isError ? (
          <div role="alert" className="grid gap-4">
            <p className="font-semibold">
              {tutor.error instanceof ApiError && tutor.error.status === 404
                ? t('tutors.book.notFound')
                : t('tutors.book.loadError')}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <ScheduleForm tutor={tutor.data} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ tutor, onDone }: { tutor: Tutor; onDone: () => void }) {
  const subjects = tutorSubjects(tutor.subjects);
  const { locale, t } = useI18n();
  const timeZone = browserTimeZone();
  const days = bookableDays(new Date(), timeZone);
  // Only the tutor's own session types are offered (docs/tutoring.md#a-tutors-hours), the one
  // chosen already when there is one; a type outside the list cannot be booked, and the server
  // would say so.
  const sessionTypes = sessionTypesOf(tutor).filter(isSessionType);
  const hours = describeTutorHoursIn(tutor, { say: t, locale });
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(ScheduleFormSchema),
    defaultValues: {
      date: '',
      time: '',
      subject: subjects.length === 1 ? subjects[0] : '',
      sessionType: sessionTypes.length === 1 ? sessionTypes[0] : undefined,
      notes: '',
    },
  });
  const date = useWatch({ control: form.control, name: 'date' });
  const time = useWatch({ control: form.control, name: 'time' });
  const [repeat, setRepeat] = useState(false);
  const [weeks, setWeeks] = useState(4);
  const book = useBookSession({
    onSuccess: (result) => {
      toast(
        isAwaitingParent(result)
          ? {
              title: t('tutors.book.sentToGrownUp'),
              description: t('tutors.book.grownUpDecides'),
              variant: 'success',
            }
          : repeat
            ? {
                title: t('tutors.book.scheduledSeriesTitle'),
                description: t('tutors.book.scheduledSeriesText', { weeks }),
                variant: 'success',
              }
            : {
                title: t('tutors.book.scheduledTitle'),
                description: t('tutors.book.scheduledText'),
                variant: 'success',
              },
      );
      onDone();
    },
    onError: (error) => {
      // The time was taken meanwhile: it leaves the list, so it must not stay chosen.
      if (error instanceof ApiError && error.code === 'slot_taken') form.setValue('time', '');
      const fromServer = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast({
        title: t('common.error'),
        description: fromServer ? error.message : t('tutors.book.failed'),
        variant: 'destructive',
      });
    },
  });

  // The tutor's starts on the chosen day of the booker's clocks, none already begun: the same
  // arithmetic the server checks a booking with; of those, only the ones nobody has booked.
  const offered = date ? offeredTimes(date, timeZone, tutor, new Date()) : [];
  const busy = useTutorBusyTimes(tutor.id, busyRangeOf(offered));
  const slots = busy.data ? freeTimes(offered, busy.data) : [];
  const checkingTimes = offered.length > 0 && busy.isPending;

  const onValid = (values: ScheduleFormValues) =>
    book.mutate({
      tutorId: tutor.id,
      date: values.date,
      time: values.time,
      subject: values.subject,
      sessionType: values.sessionType,
      timeZone,
      ...(values.notes ? { notes: values.notes } : {}),
      ...(repeat ? { repeatWeekly: weeks } : {}),
    });
  const onInvalid = () => {
    const { date: d, time, subject } = form.getValues();
    if (!d || !time || !subject) {
      toast({
        title: t('tutors.book.missingTitle'),
        description: t('tutors.book.missingText'),
        variant: 'destructive',
      });
    }
  };

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-muted p-3">
        <TutorAvatar tutor={tutor} size={48} eager />
        <div className="min-w-0 text-sm">
          <p className="font-extrabold text-base">{tutor.name}</p>
          <p className="text-muted-foreground">
            {hours ? t('tutors.book.teachesOn', { hours }) : t('tutors.book.noHours')}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('tutors.book.date')} error={errors.date?.message}>
          <Input
            type="date"
            min={days.first}
            max={days.last}
            required
            {...form.register('date', { onChange: () => form.setValue('time', '') })}
          />
        </FormField>
        <FormField label={t('tutors.book.time')} error={errors.time?.message}>
          <NativeSelect required disabled={slots.length === 0} {...form.register('time')}>
            <option value="">
              {!date
                ? t('tutors.book.chooseDateFirst')
                : checkingTimes
                  ? t('tutors.book.findingTimes')
                  : t('tutors.book.chooseTime')}
            </option>
            {slots.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {timeLabel(slot.time, intlLocaleOf(locale))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {offered.length > 0 && busy.isError ? (
        <div role="alert" className="-mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold">
          <p>{t('tutors.book.busyError')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void busy.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : date && !checkingTimes && slots.length === 0 ? (
        <p role="status" className="-mt-2 text-sm font-semibold">
          {hours
            ? t('tutors.book.dayFull', { name: tutor.name, hours })
            : t('tutors.book.tutorHasNoHours', { name: tutor.name })}
        </p>
      ) : null}
      <p className="-mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
        <Globe aria-hidden className="size-4" /> {t('tutors.book.timeZone', { timeZone })}
      </p>
      <RepeatWeeklyField
        repeat={repeat}
        weeks={weeks}
        onRepeatChange={setRepeat}
        onWeeksChange={setWeeks}
        firstStart={slots.find((slot) => slot.time === time)?.startsAt}
        tutorTimeZone={tutor.timeZone}
        timeZone={timeZone}
      />
      <FormField label={t('tutors.filter.subject')} error={errors.subject?.message}>
        <NativeSelect required {...form.register('subject')}>
          <option value="">{t('tutors.book.chooseSubject')}</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {optionLabel(t, subject)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('tutors.filter.sessionType')} error={errors.sessionType?.message}>
        <NativeSelect required {...form.register('sessionType')}>
          {sessionTypes.length > 1 ? <option value="">{t('tutors.book.chooseSessionType')}</option> : null}
          {sessionTypes.map((type) => (
            <option key={type} value={type}>
              {optionLabel(t, type)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('tutors.book.notes')} error={errors.notes?.message}>
        <Textarea
          placeholder={t('tutors.book.notesPlaceholder')}
          className="min-h-20"
          {...form.register('notes')}
        />
      </FormField>
      <DialogFooter className="pt-1">
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? t('tutors.book.scheduling') : t('tutors.schedule')}
        </Button>
      </DialogFooter>
    </form>
  );
}
