// A tutor's hours (docs/tutoring.md#a-tutors-hours): the weekly windows day by day, days off, the
// session types and the time zone. One form for the tutor's own page and the admin's Tutors tab;
// each passes its own call, so the form knows no feature. Its messages are the contract's.

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { intlLocaleOf, parsePageLocale } from '#contract/i18n/locales.ts';
import { SESSION_TYPES, type SessionType } from '#contract/options.ts';
import {
  isSessionType,
  MAX_TIME_OFF_RANGES,
  MAX_WINDOWS_PER_DAY,
  minutesOfTime,
  type TutorHoursAnswer,
  type TutorHoursInput,
  TutorHoursInputSchema,
  type TutorHoursValues,
  timeOfMinutes,
} from '#contract/teach-hours.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { type Translate, useI18n } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

/** Monday first, as a week reads. */
const DAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Each session type's name in the catalog (the contract's values are its English words). */
const SESSION_TYPE_KEYS: Record<SessionType, MessageKey> = {
  'One-on-One Tutoring': 'hours.type.oneOnOne',
  'Small Group (2-3)': 'hours.type.smallGroup',
  'Educational Consulting': 'hours.type.consulting',
  'Homework Help': 'hours.type.homework',
};

/** Every half hour of a day, and midnight at its end: the values a window's ends can take. */
const HALF_HOURS = Array.from({ length: 49 }, (_, i) => timeOfMinutes(i * 30));

/** The locale times and days are written in (src/contract/i18n/locales.ts): "4:30 PM", "4:30 p.m.". */
function dateLocale(locale: string): string {
  return intlLocaleOf(parsePageLocale(locale) ?? 'en');
}

/** "16:30" as the reader reads it: "4:30 PM" in English, "4:30 p.m." in Spanish; "24:00" is midnight. */
function timeLabel(time: string, locale: string, t: Translate): string {
  if (time === '24:00') return t('hours.midnight');
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(2000, 0, 1, h, m).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** A weekday (0 is Sunday) by its name in the reader's language: "Monday", "lunes". */
function weekdayName(day: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  return new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString(locale, {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

function timeZones(current: string): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  return all.includes(current) ? all : [current, ...all];
}

export interface TutorHoursFormProps {
  initial: TutorHoursAnswer;
  onSave: (values: TutorHoursValues) => void;
  saving: boolean;
  /** The tutor whose hours these are, for the headings; none for the tutor's own ("Your week"). */
  tutorName?: string;
  className?: string;
}

/** The first message of a window's fields (its day, start or end). */
function windowError(errors: FieldErrors<TutorHoursInput>, index: number): string | undefined {
  const e = errors.weekly?.[index];
  return e?.day?.message ?? e?.from?.message ?? e?.to?.message ?? e?.message;
}

export function TutorHoursForm({ initial, onSave, saving, tutorName, className }: TutorHoursFormProps) {
  const { t, locale: pageLocale } = useI18n();
  const locale = dateLocale(pageLocale);
  const form = useForm<TutorHoursInput, unknown, TutorHoursValues>({
    resolver: zodResolver(TutorHoursInputSchema),
    defaultValues: {
      timeZone: initial.timeZone,
      weekly: initial.weekly,
      timeOff: initial.timeOff,
      sessionTypes: initial.sessionTypes.filter(isSessionType),
    },
  });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const timeOff = useFieldArray({ control: form.control, name: 'timeOff' });
  const sessionTypes = (form.watch('sessionTypes') ?? []).filter((s) => s !== undefined);
  const { errors } = form.formState;

  const toggleType = (type: SessionType, on: boolean) =>
    form.setValue('sessionTypes', on ? [...sessionTypes, type] : sessionTypes.filter((s) => s !== type), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className={cn('grid gap-8', className)}>
      <section aria-labelledby="hours-week" className="grid gap-4">
        <div>
          <h2 id="hours-week" className="text-2xl">
            {tutorName === undefined ? t('hours.yourWeek') : t('hours.tutorWeek', { name: tutorName })}
          </h2>
          <p className="text-muted-foreground">{t('hours.weekLead', { max: MAX_WINDOWS_PER_DAY })}</p>
        </div>
        <ul className="grid gap-3">
          {DAYS_IN_ORDER.map((day) => {
            const dayName = weekdayName(day, locale);
            const ofDay = weekly.fields
              .map((field, index) => ({ field, index }))
              .filter(({ field }) => field.day === day);
            return (
              <li key={day} className="grid gap-2 rounded-2xl border p-3 sm:grid-cols-[8rem_1fr]">
                <h3 className="font-extrabold">{dayName}</h3>
                <div className="grid gap-2">
                  {ofDay.length === 0 ? (
                    <p className="text-muted-foreground">{t('hours.notTeaching')}</p>
                  ) : null}
                  {ofDay.map(({ field, index }, k) => {
                    const error = windowError(errors, index);
                    const name = t('hours.window', { day: dayName, number: k + 1 });
                    return (
                      <div key={field.id} className="grid gap-1">
                        <div className="flex flex-wrap items-end gap-2">
                          <FormField label={t('hours.windowFrom', { name })} className="min-w-32 flex-1">
                            <NativeSelect
                              defaultValue={field.from}
                              {...form.register(`weekly.${index}.from`)}
                            >
                              {HALF_HOURS.slice(0, -1).map((time) => (
                                <option key={time} value={time}>
                                  {timeLabel(time, locale, t)}
                                </option>
                              ))}
                            </NativeSelect>
                          </FormField>
                          <FormField label={t('hours.windowTo', { name })} className="min-w-32 flex-1">
                            <NativeSelect defaultValue={field.to} {...form.register(`weekly.${index}.to`)}>
                              {HALF_HOURS.slice(1).map((time) => (
                                <option key={time} value={time}>
                                  {timeLabel(time, locale, t)}
                                </option>
                              ))}
                            </NativeSelect>
                          </FormField>
                          <Button
                            type="button"
                            variant="outline"
                            size="icon"
                            aria-label={t('hours.removeWindow', { name })}
                            onClick={() => weekly.remove(index)}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        </div>
                        {error ? (
                          <p role="alert" className="text-sm font-semibold text-destructive">
                            {error}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                  {ofDay.length < MAX_WINDOWS_PER_DAY ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      onClick={() =>
                        weekly.append(
                          nextWindow(
                            day,
                            ofDay.map((d) => d.field),
                          ),
                        )
                      }
                    >
                      <Plus aria-hidden /> {t('hours.addWindow', { day: dayName })}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-2">
        <FormField
          label={t('family.settings.timeZone')}
          error={errors.timeZone?.message}
          hint={t('hours.zoneHint')}
        >
          <NativeSelect defaultValue={initial.timeZone} {...form.register('timeZone')}>
            {timeZones(initial.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <section aria-labelledby="hours-types" className="grid gap-3">
        <h2 id="hours-types" className="text-2xl">
          {t('hours.types')}
        </h2>
        <fieldset className="grid gap-2" aria-describedby="hours-types-message">
          <legend className="sr-only">{t('hours.typesLegend')}</legend>
          {SESSION_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={t(SESSION_TYPE_KEYS[type])}
              checked={sessionTypes.includes(type)}
              onCheckedChange={(on) => toggleType(type, on)}
            />
          ))}
        </fieldset>
        {errors.sessionTypes?.message ? (
          <p id="hours-types-message" role="alert" className="text-sm font-semibold text-destructive">
            {errors.sessionTypes.message}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="hours-off" className="grid gap-3">
        <div>
          <h2 id="hours-off" className="text-2xl">
            {t('hours.timeOff')}
          </h2>
          <p className="text-muted-foreground">{t('hours.timeOffLead')}</p>
        </div>
        {timeOff.fields.length === 0 ? <p className="text-muted-foreground">{t('hours.noTimeOff')}</p> : null}
        {timeOff.fields.map((field, index) => {
          const e = errors.timeOff?.[index];
          return (
            <div key={field.id} className="flex flex-wrap items-end gap-2">
              <FormField label={t('hours.firstDay', { number: index + 1 })} error={e?.from?.message}>
                <Input type="date" {...form.register(`timeOff.${index}.from`)} />
              </FormField>
              <FormField label={t('hours.lastDay', { number: index + 1 })} error={e?.to?.message}>
                <Input type="date" {...form.register(`timeOff.${index}.to`)} />
              </FormField>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('hours.removeTimeOff', { number: index + 1 })}
                onClick={() => timeOff.remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {timeOff.fields.length < MAX_TIME_OFF_RANGES ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => timeOff.append({ from: '', to: '' })}
          >
            <Plus aria-hidden /> {t('hours.addTimeOff')}
          </Button>
        ) : null}
      </section>

      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('hours.save')}
        </Button>
      </div>
    </form>
  );
}

/** A new window an hour after the day's last one ends (or at 9 AM), two hours long where it fits. */
function nextWindow(day: number, ofDay: readonly { to: string }[]) {
  const lastEnd = ofDay.reduce((end, w) => Math.max(end, minutesOfTime(w.to)), 0);
  const from = Math.min(lastEnd === 0 ? 9 * 60 : lastEnd + 60, 22 * 60);
  return { day, from: timeOfMinutes(from), to: timeOfMinutes(Math.min(from + 120, 24 * 60)) };
}
