// The weekly family digest (docs/rules.md#parents-in-the-loop): one e-mail per verified parent with accepted
// links, covering all their children's last 7 days. Every figure is read for all children at
// once (a fixed number of queries per run, none per child or per day), through the feature
// that owns it. A one-click unsubscribe (List-Unsubscribe, RFC 8058) turns it off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { renderEmail } from '../../lib/email-template';
import type { Job } from '../../lib/jobs';
import { weekPointsOfUsers } from '../accounts/points.service';
import { gameWeeksOfUsers, type SkillChange } from '../games/games.service';
import { studyMinutesOfUsers } from '../study/study.service';
import { upcomingSessionsOfUsers } from '../tutors/bookings.service';
import * as repo from './parent-controls.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** The unsubscribe token of a parent: an HMAC with the session secret, so no row is needed. */
export function unsubscribeToken(ctx: Pick<AppContext, 'config'>, parentId: number): string {
  return createHmac('sha256', ctx.config.sessionSecret)
    .update(`digest-unsubscribe:${parentId}`)
    .digest('base64url');
}

export function unsubscribeUrl(ctx: Pick<AppContext, 'config'>, parentId: number): string {
  return `${ctx.config.publicUrl}/api/digest/unsubscribe?parent=${parentId}&token=${unsubscribeToken(ctx, parentId)}`;
}

/** The one click of the e-mail (GET from a person, POST from a mail client): the digest is off. */
export async function unsubscribe(ctx: AppContext, parentId: number, token: string): Promise<void> {
  const expected = Buffer.from(unsubscribeToken(ctx, parentId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw AppError.forbidden(BAD_UNSUBSCRIBE_LINK);
  await repo.setDigestOff(ctx.db, parentId, true, ctx.clock.now());
}

/** GET/PUT /api/parent/digest: the setting that turns it back on. */
export async function digestSetting(ctx: AppContext, parentId: number) {
  return { weeklyDigest: !(await repo.isDigestOff(ctx.db, parentId)) };
}

export async function setDigestSetting(ctx: AppContext, parentId: number, weeklyDigest: boolean) {
  await repo.setDigestOff(ctx.db, parentId, !weeklyDigest, ctx.clock.now());
  return { weeklyDigest };
}

interface ChildWeek {
  name: string;
  studyMinutes: number;
  rounds: number;
  skills: SkillChange[];
  earned: number;
  spent: number;
  upcoming: number;
  waiting: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Number Trail 5.9 → 6.5 (+0.6)", "Robot Maze 4.0 (steady)", "Word Detective 3.2 (new)". */
function skillWords({ game, before, after }: SkillChange): string {
  if (before === null) return `${game} ${after.toFixed(1)} (new)`;
  const change = Math.round((after - before) * 10) / 10;
  if (change === 0) return `${game} ${after.toFixed(1)} (steady)`;
  const sign = change > 0 ? '+' : '−';
  return `${game} ${before.toFixed(1)} → ${after.toFixed(1)} (${sign}${Math.abs(change).toFixed(1)})`;
}

function childParagraph(child: ChildWeek): string {
  return [
    `${child.name}: ${plural(child.studyMinutes, 'minute', 'minutes')} of study`,
    plural(child.rounds, 'game played', 'games played'),
    child.skills.length > 0 ? `skill levels: ${child.skills.map(skillWords).join(', ')}` : null,
    `${child.earned} points earned, ${child.spent} spent`,
    plural(child.upcoming, 'upcoming tutor session', 'upcoming tutor sessions'),
    child.waiting > 0 ? `${plural(child.waiting, 'request waits', 'requests wait')} for your yes` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function digestEmail(
  ctx: Pick<AppContext, 'config'>,
  parent: { id: number; name: string },
  children: ChildWeek[],
) {
  return renderEmail({
    subject: 'Your family’s week on Sprout',
    greeting: `Hi ${parent.name},`,
    paragraphs: [
      'Here is what your children did on Sprout in the last 7 days.',
      ...children.map(childParagraph),
    ],
    action: { label: 'Open Parent Settings', url: `${ctx.config.publicUrl}/user-panel?tab=parent` },
    footer: 'The Sprout team',
    unsubscribeUrl: unsubscribeUrl(ctx, parent.id),
  });
}

/** Sends the digest to every parent now; answers how many e-mails were sent. */
/** What sending the digest needs (the admin command builds it without a server). */
export type DigestContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer'>;

export async function sendWeeklyDigest(ctx: DigestContext): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await repo.digestRecipients(ctx.db);
  const childIds = [...new Set(rows.map((r) => r.childId))];
  const [minutes, games, points, upcoming, waiting] = await Promise.all([
    studyMinutesOfUsers(ctx, childIds, since),
    gameWeeksOfUsers(ctx, childIds, since),
    weekPointsOfUsers(ctx.db, childIds, since),
    upcomingSessionsOfUsers(ctx, childIds),
    repo.waitingOfChildren(ctx.db, childIds).then((r) => new Map(r.map((w) => [w.childId, w.waiting]))),
  ]);
  const byParent = new Map<
    number,
    { parent: { id: number; name: string; email: string }; children: ChildWeek[] }
  >();
  for (const row of rows) {
    if (!row.email) continue;
    const entry = byParent.get(row.parentId) ?? {
      parent: { id: row.parentId, name: row.parentName, email: row.email },
      children: [],
    };
    entry.children.push({
      name: row.childName || row.childUsername,
      studyMinutes: minutes.get(row.childId) ?? 0,
      rounds: games.get(row.childId)?.rounds ?? 0,
      skills: games.get(row.childId)?.skills ?? [],
      earned: points.get(row.childId)?.earned ?? 0,
      spent: points.get(row.childId)?.spent ?? 0,
      upcoming: upcoming.get(row.childId) ?? 0,
      waiting: waiting.get(row.childId) ?? 0,
    });
    byParent.set(row.parentId, entry);
  }
  for (const { parent, children } of byParent.values()) {
    const email = digestEmail(ctx, parent, children);
    const url = unsubscribeUrl(ctx, parent.id);
    await ctx.mailer.send({
      to: parent.email,
      ...email,
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
  return byParent.size;
}

/** The Monday 08:00 UTC of the week an instant falls in (ISO weeks start on Monday). */
export function digestTimeOfWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day, 8);
  return new Date(monday);
}

/**
 * Hourly: once this week's Monday 08:00 UTC has passed, the first process to claim the week
 * (a conditional write of app_meta) sends the digest.
 */
export function digestJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'weekly-family-digest',
      everyMs: HOUR_MS,
      run: async () => {
        const now = ctx.clock.now();
        const due = digestTimeOfWeek(now);
        if (now < due) return 0;
        if (!(await repo.claimDigestWeek(ctx.db, due.toISOString().slice(0, 10), now))) return 0;
        return sendWeeklyDigest(ctx);
      },
    },
  ];
}
