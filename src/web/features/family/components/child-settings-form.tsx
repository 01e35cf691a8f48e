// A linked child's settings in Parent Settings (docs/rules.md#parents-in-the-loop): approvals, daily game
// minutes, quiet hours on the clocks of a time zone, and extra time for timed rounds. The zone is
// the one saved with the quiet hours (the browser's only when none is saved yet): a parent on a
// trip, or on a device set to another zone, must not move the child's quiet hours by saving.

import { type FormEvent, useState } from 'react';
import { EXTRA_TIME_FACTORS, type ExtraTime } from '#contract/extra-time.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import {
  type ChildSettings,
  type ChildSettingsInput,
  ChildSettingsInputSchema,
} from '#contract/parent-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useChildSettings } from '../api/get-child-settings.ts';
import { useUpdateChildSettings } from '../api/update-child-settings.ts';

const MINUTE_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240] as const;
const EXTRA_TIME_LABELS: Record<ExtraTime, MessageKey> = {
  1: 'family.settings.extraNormal',
  1.5: 'family.settings.extraHalf',
  2: 'family.settings.extraDouble',
};
/** The two ends of the quiet hours, each a time of day in the form's zone. */
const QUIET_ENDS = [
  { label: 'family.settings.from', field: 'quietFrom' },
  { label: 'family.settings.to', field: 'quietTo' },
] as const;

interface Draft {
  approvePurchases: boolean;
  approveBookings: boolean;
  dailyGameMinutes: string;
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
  /** The zone of the quiet hours' clocks. */
  timeZone: string;
  extraTime: ExtraTime;
}

function draftOf(settings: ChildSettings, deviceZone: string): Draft {
  return {
    approvePurchases: settings.approvePurchases,
    approveBookings: settings.approveBookings,
    dailyGameMinutes: settings.dailyGameMinutes === null ? '' : String(settings.dailyGameMinutes),
    quiet: settings.quietHours !== null,
    quietFrom: settings.quietHours?.from ?? '19:30',
    quietTo: settings.quietHours?.to ?? '07:00',
    timeZone: settings.quietHours?.timeZone ?? deviceZone,
    extraTime: settings.extraTime,
  };
}

/** The PUT body. */
function inputOf(draft: Draft): ChildSettingsInput {
  return {
    approvePurchases: draft.approvePurchases,
    approveBookings: draft.approveBookings,
    dailyGameMinutes: draft.dailyGameMinutes === '' ? null : Number(draft.dailyGameMinutes),
    quietHours: draft.quiet ? { from: draft.quietFrom, to: draft.quietTo, timeZone: draft.timeZone } : null,
    extraTime: draft.extraTime,
  };
}

const zoneName = (zone: string) => zone.replace(/_/g, ' ');

/** The zones to pick from: the form's and the device's first, then every zone the browser knows. */
function zoneChoices(current: string, deviceZone: string): string[] {
  return [...new Set([current, deviceZone, ...Intl.supportedValuesOf('timeZone')])];
}

function SettingsFields({
  childId,
  childName,
  settings,
}: {
  childId: number;
  childName: string;
  settings: ChildSettings;
}) {
  const deviceZone = browserTimeZone();
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(settings, deviceZone));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateChildSettings(childId, {
    onSuccess: () =>
      toast({
        title: t('family.settings.saved'),
        description: t('family.settings.savedText', { name: childName }),
        variant: 'success',
      }),
    onError: (failure) =>
      setError(
        failure instanceof ApiError ? (failure.issues[0]?.message ?? failure.message) : failure.message,
      ),
  });
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChildSettingsInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('family.settings.check'));
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={submit}
      aria-label={t('family.settings.title', { name: childName })}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-bold">{t('family.settings.askFirst')}</legend>
        <CheckboxField
          label={t('family.settings.askSpend', { name: childName })}
          checked={draft.approvePurchases}
          onCheckedChange={(v) => set({ approvePurchases: v })}
        />
        <CheckboxField
          label={t('family.settings.askBook', { name: childName })}
          checked={draft.approveBookings}
          onCheckedChange={(v) => set({ approveBookings: v })}
        />
      </fieldset>
      <FormField label={t('family.settings.dailyTime')} className="sm:max-w-xs">
        <NativeSelect
          value={draft.dailyGameMinutes}
          onChange={(event) => set({ dailyGameMinutes: event.target.value })}
        >
          <option value="">{t('family.settings.noLimit')}</option>
          {MINUTE_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t('family.settings.minutes', { count: m })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-bold">{t('family.settings.quietHours')}</legend>
        <CheckboxField
          label={t('family.settings.noGames')}
          checked={draft.quiet}
          onCheckedChange={(v) => set({ quiet: v })}
        />
        {draft.quiet ? (
          <div className="flex flex-wrap items-end gap-3">
            {QUIET_ENDS.map(({ label, field }) => (
              <FormField key={field} label={t(label)}>
                <Input
                  type="time"
                  className="w-36"
                  value={draft[field]}
                  onChange={(event) => set({ [field]: event.target.value })}
                />
              </FormField>
            ))}
            <FormField label={t('family.settings.timeZone')}>
              <NativeSelect
                className="w-64"
                value={draft.timeZone}
                onChange={(event) => set({ timeZone: event.target.value })}
              >
                {zoneChoices(draft.timeZone, deviceZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneName(zone)}
                    {zone === deviceZone ? ` ${t('family.settings.thisDevice')}` : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        ) : null}
      </fieldset>
      <FormField label={t('family.settings.extraTime')} className="sm:max-w-xs">
        <NativeSelect
          value={String(draft.extraTime)}
          onChange={(event) =>
            set({ extraTime: EXTRA_TIME_FACTORS.find((f) => String(f) === event.target.value) ?? 1 })
          }
        >
          {EXTRA_TIME_FACTORS.map((f) => (
            <option key={f} value={String(f)}>
              {t(EXTRA_TIME_LABELS[f])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {error ? (
        <p role="alert" className="font-bold text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('family.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The selected child's settings card. */
export function ChildSettingsForm({ childId, childName }: { childId: number; childName: string }) {
  const settings = useChildSettings(childId);
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.settings.title', { name: childName })}</CardTitle>
        <CardDescription>{t('family.settings.lead', { name: childName })}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data === undefined ? (
          settings.isError ? (
            <ErrorState query={settings} title={t('family.settings.error', { name: childName })} />
          ) : (
            <Skeleton className="h-64" aria-busy="true" />
          )
        ) : (
          <SettingsFields childId={childId} childName={childName} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
