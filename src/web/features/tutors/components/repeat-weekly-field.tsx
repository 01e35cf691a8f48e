// "Repeat every week" in the booking dialog (docs/tutoring.md#weekly-sessions-and-mail): off by
// default; on, it asks for how many weeks and lists the dates it will book, worked out as the
// server books them (the same time on the tutor's clocks each week), on the booker's clocks.

import { dayAndTime } from '#contract/date-words.ts';
import { REPEAT_WEEKLY_MAX, REPEAT_WEEKLY_MIN } from '#contract/sessions.ts';
import { weeklyStarts } from '#contract/weekly-sessions.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';

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
  const starts = repeat && firstStart ? weeklyStarts(firstStart, weeks, tutorTimeZone) : [];
  return (
    <div className="grid gap-3 rounded-2xl border p-3">
      <CheckboxField label="Repeat every week" checked={repeat} onCheckedChange={onRepeatChange} />
      {repeat ? (
        <>
          <FormField label="For how many weeks">
            <NativeSelect
              value={String(weeks)}
              onChange={(event) => onWeeksChange(Number(event.target.value))}
            >
              {WEEK_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n} weeks
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {starts.length > 0 ? (
            <div className="text-sm">
              <p id="repeat-dates-heading" className="font-semibold">
                This books {weeks} sessions, all or none:
              </p>
              <ul aria-labelledby="repeat-dates-heading" className="mt-1 grid gap-0.5 ps-5 list-disc">
                {starts.map((start, week) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's place in the series is its identity.
                  <li key={week}>
                    {start
                      ? dayAndTime(start, timeZone)
                      : `Week ${week + 1}: that time does not exist (the clocks change)`}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Choose a date and time to see the dates it books.</p>
          )}
        </>
      ) : null}
    </div>
  );
}
