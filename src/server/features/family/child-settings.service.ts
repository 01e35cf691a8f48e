// A child's settings (docs/rules.md#parents-in-the-loop): set by any parent with an accepted link, read by the
// child's own screens and by the rules that honour them (approvals, play limits, extra time).
import {
  type ChildSettings,
  type ChildSettingsInput,
  DEFAULT_CHILD_SETTINGS,
  EXTRA_TIME_FACTORS,
  type ExtraTime,
} from '#contract/parent-controls.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import * as repo from './parent-controls.repository.ts';

function extraTimeOf(percent: number): ExtraTime {
  return EXTRA_TIME_FACTORS.find((factor) => factor * 100 === percent) ?? 1;
}

function toSettings(row: repo.SettingsRow | undefined): ChildSettings {
  if (!row) return DEFAULT_CHILD_SETTINGS;
  const { quietFrom, quietTo, quietTimeZone } = row;
  return {
    approvePurchases: row.approvePurchases,
    approveBookings: row.approveBookings,
    dailyGameMinutes: row.dailyGameMinutes,
    quietHours:
      quietFrom && quietTo && quietTimeZone
        ? { from: quietFrom, to: quietTo, timeZone: quietTimeZone }
        : null,
    extraTime: extraTimeOf(row.extraTimePercent),
  };
}

/** The child's settings (the defaults when no parent set any). */
export async function settingsOf(db: Executor, childId: number): Promise<ChildSettings> {
  return toSettings(await repo.findSettings(db, childId));
}

/** The columns a PUT changes: only the fields it sent. */
function columnsOf(input: ChildSettingsInput): repo.SettingsWrite {
  const columns: repo.SettingsWrite = {};
  if (input.approvePurchases !== undefined) columns.approvePurchases = input.approvePurchases;
  if (input.approveBookings !== undefined) columns.approveBookings = input.approveBookings;
  if (input.dailyGameMinutes !== undefined) columns.dailyGameMinutes = input.dailyGameMinutes;
  if (input.quietHours !== undefined) {
    columns.quietFrom = input.quietHours?.from ?? null;
    columns.quietTo = input.quietHours?.to ?? null;
    columns.quietTimeZone = input.quietHours?.timeZone ?? null;
  }
  if (input.extraTime !== undefined) columns.extraTimePercent = Math.round(input.extraTime * 100);
  return columns;
}

/** PUT /api/parent/children/{childId}/settings: any subset; answers the whole settings. */
export async function updateSettings(
  ctx: AppContext,
  parentId: number,
  childId: number,
  input: ChildSettingsInput,
): Promise<ChildSettings> {
  const row = await repo.saveSettings(
    ctx.db,
    childId,
    { ...columnsOf(input), updatedBy: parentId },
    ctx.clock.now(),
  );
  return toSettings(row);
}

/** What the parent controls keep about one account (its download): settings, requests, digest. */
export function parentControlsData(ctx: AppContext, userId: number) {
  return repo.personalDataOf(ctx.db, userId);
}
