// "Repeat every week" in the booking dialog (docs/tutoring.md#weekly-sessions-and-mail): off by
// default; on, it asks for how many weeks and lists the dates it will book, worked out as the
// server books them (the same time on the tutor's clocks each week), on the booker's clocks.

import { dayAndTime } from '#contract/date-words.ts';
import { REPEAT_WEEKLY_MAX, REPEAT_WEEKLY_MIN } from '#contract/sessions.ts';
import { weeklyStarts } from '#contract/weekly-sessions.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';

const WEEK_CHOICES = Array.from(
  { length: REPEAT_WEEKLY_MAX - REPEAT_WEEKLY_MIN + 1 },
  (_, i) => REPEAT_WEEKLY_MIN + i,
);

export interface RepeatWeeklyFieldProps {
  repeat: boolean;
  weeks: number;
  onRepeatChange: (repeat: boolean) => void;
  onWeeksChange: (weeks: number) => void;
  /** The chosen first session's start; undefined until a date and time are chosen. */
  firstStart: Date | undefined;
  tutorTimeZone: string;
  /** The booker's zone, where the dates are shown. */
  timeZone: string;
}

export function RepeatWeeklyField({
  repeat,
  weeks,
  onRepeatChange,
  onWeeksChange,
  firstStart,
  tutorTimeZone,
  timeZone,
}: RepeatWeeklyFieldProps) {
  const { locale, t } = useI18n();
  const starts = repeat && firstStart ? weeklyStarts(firstStart, weeks, tutorTimeZone) : [];
  // English keeps the contract's short "Tue, Nov 24 at 4:00 PM"; another language says it as Intl does.
  const when = (start: Date) =>
    locale.startsWith('en') ? dayAndTime(start, timeZone) : formatDateTime(start, timeZone, locale);
  return (
    <div className="grid gap-3 rounded-2xl border p-3">
      <CheckboxField label={t('tutors.repeat.label')} checked={repeat} onCheckedChange={onRepeatChange} />
      {repeat ? (
        <>
          <FormField label={t('tutors.repeat.howMany')}>
            <NativeSelect
              value={String(weeks)}
              onChange={(event) => onWeeksChange(Number(event.target.value))}
            >
              {WEEK_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {t('tutors.repeat.weeks', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {starts.length > 0 ? (
            <div className="text-sm">
              <p id="repeat-dates-heading" className="font-semibold">
                {t('tutors.repeat.books', { count: weeks })}
              </p>
              <ul aria-labelledby="repeat-dates-heading" className="mt-1 grid gap-0.5 ps-5 list-disc">
                {starts.map((start, week) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's place in the series is its identity.
                  <li key={week}>
                    {start ? when(start) : t('tutors.repeat.noSuchTime', { week: week + 1 })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('tutors.repeat.chooseFirst')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
