// The weekly family digest (docs/rules.md#parents-in-the-loop): one e-mail per verified parent with accepted
// links, covering all their children's last 7 days in a few sentences each. Every figure is
// read for all children at once (a fixed number of queries per run, none per child or per day),
// through the feature that owns it. A one-click unsubscribe (List-Unsubscribe, RFC 8058) turns
// it off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LessonNote } from '#contract/lesson-notes.ts';
import type { AppContext } from '#server/app-context.ts';
import { achievementsReachedSince } from '#server/cross-feature/achievements/achievements.service.ts';
import { notesPostedSince } from '#server/cross-feature/lesson-notes/lesson-notes.service.ts';
import { weekPointsOfUsers } from '#server/features/accounts/points.service.ts';
import {
  claimDigestWeek,
  digestRecipients,
  isDigestOff,
  quietZonesOfChildren,
  setDigestOff,
  waitingRequestCounts,
} from '#server/features/family/digest-recipients.service.ts';
import { gameWeeksOfUsers, type SkillChange } from '#server/features/games/player-facts.service.ts';
import { studyMinutesOfUsers } from '#server/features/study/study.service.ts';
import { type UpcomingSession, upcomingSessionsOfUsers } from '#server/features/tutors/bookings.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { mailDateTime, renderEmail } from '#server/lib/email-template.ts';
import type { Job } from '#server/lib/jobs.ts';

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
  await setDigestOff(ctx, parentId, true);
}

/** GET/PUT /api/parent/digest: the setting that turns it back on. */
export async function digestSetting(ctx: AppContext, parentId: number) {
  return { weeklyDigest: !(await isDigestOff(ctx, parentId)) };
}

export async function setDigestSetting(ctx: AppContext, parentId: number, weeklyDigest: boolean) {
  await setDigestOff(ctx, parentId, !weeklyDigest);
  return { weeklyDigest };
}

/** What sending the digest needs (the admin command builds it without a server). */
export type DigestContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer'>;

interface ChildWeek {
  name: string;
  studyMinutes: number;
  rounds: number;
  skills: SkillChange[];
  earned: number;
  spent: number;
  upcoming: UpcomingSession[];
  /** The clock the family reads times on: the quiet hours' zone a parent chose, when there is one. */
  timeZone: string | null;
  achievements: string[];
  waiting: number;
  /** The notes tutors first posted this week, with what is done of their practice. */
  notes: LessonNote[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const joined = new Intl.ListFormat('en-US', { type: 'conjunction' });
/** The sessions a child's line names; more are counted. */
const SESSIONS_NAMED = 3;

/** "25 minutes", "1 hour", "1 hour and 5 minutes": a length as a parent says it. */
function lengthWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute', 'minutes');
  const whole = plural(hours, 'hour', 'hours');
  return rest === 0 ? whole : `${whole} and ${plural(rest, 'minute', 'minutes')}`;
}

/** A quiet week is said plainly: no number to celebrate, nothing to scold. */
function studySentence(child: ChildWeek): string {
  return child.studyMinutes > 0
    ? `${child.name} studied for ${lengthWords(child.studyMinutes)}.`
    : `${child.name} didn’t log any study time this week.`;
}

/**
 * "Remy played 3 games, got better at Star Quiz, and tried Robot Maze for the first time": which
 * way each game's skill level went, in words (a level moves a little with every round, so its
 * decimals tell a parent nothing).
 */
function gamesSentence(child: ChildWeek): string {
  if (child.rounds === 0) return `${child.name} didn’t play any games.`;
  const games = (keep: (change: SkillChange) => boolean) =>
    joined.format(child.skills.filter(keep).map((s) => s.game));
  const moved = (s: SkillChange) => (s.before === null ? null : Math.round((s.after - s.before) * 10));
  const clauses = [
    [games((s) => (moved(s) ?? 0) > 0), 'got better at %'],
    [games((s) => s.before === null), 'tried % for the first time'],
    [games((s) => moved(s) === 0), 'kept steady at %'],
    [games((s) => (moved(s) ?? 0) < 0), 'found % harder this week'],
  ].flatMap(([list = '', words = '']) => (list ? [words.replace('%', list)] : []));
  return `${child.name} ${joined.format([`played ${plural(child.rounds, 'game', 'games')}`, ...clauses])}.`;
}

function pointsSentence(child: ChildWeek): string {
  const earned = child.earned === 0 ? 'no points' : plural(child.earned, 'point', 'points');
  return `${child.name} earned ${earned} and spent ${child.spent === 0 ? 'none' : child.spent}.`;
}

function achievementsSentence(child: ChildWeek): string | null {
  if (child.achievements.length === 0) return null;
  // The app's word for them (Recent Achievements): a game's badges are another thing.
  const count =
    child.achievements.length === 1 ? 'a new achievement' : `${child.achievements.length} new achievements`;
  return `${child.name} earned ${count}: ${joined.format(child.achievements)}.`;
}

/** "Coming up: Math with Amara Okafor on Wed, Jun 17 at 12:30 PM." */
function upcomingSentence(child: ChildWeek): string | null {
  if (child.upcoming.length === 0) return null;
  const named = child.upcoming
    .slice(0, SESSIONS_NAMED)
    .map(
      (s) => `${s.subject} with ${s.tutorName} on ${mailDateTime(s.startsAt, child.timeZone ?? s.timeZone)}`,
    );
  const more = child.upcoming.length - named.length;
  return `Coming up: ${joined.format(more > 0 ? [...named, plural(more, 'more session', 'more sessions')] : named)}.`;
}

function waitingSentence(child: ChildWeek): string | null {
  if (child.waiting === 0) return null;
  const requests = plural(child.waiting, 'request', 'requests');
  return `${requests} from ${child.name} ${child.waiting === 1 ? 'is' : 'are'} waiting for your yes in Parent Settings.`;
}

/**
 * "Amara Okafor wrote a note after Remy’s Mathematics lesson and set 2 things to practise: 1 is
 * done." One sentence a note (docs/tutoring.md#notes-and-practice-after-a-lesson).
 */
function noteSentences(child: ChildWeek): string[] {
  return child.notes.map((note) => {
    const wrote = `${note.tutorName} wrote a note after ${child.name}’s ${note.subject} lesson`;
    const set = note.practice.length;
    if (set === 0) return `${wrote}.`;
    const done = note.practice.filter((p) => p.done).length;
    const doneWords =
      done === 0
        ? 'none is done yet'
        : done === set
          ? set === 1
            ? 'it is done'
            : 'all are done'
          : `${done} is done`;
    return `${wrote} and set ${plural(set, 'thing', 'things')} to practise: ${doneWords}.`;
  });
}

/** A child's week in a few sentences a parent reads at a glance. */
function childParagraph(child: ChildWeek): string {
  return [
    studySentence(child),
    gamesSentence(child),
    pointsSentence(child),
    achievementsSentence(child),
    ...noteSentences(child),
    upcomingSentence(child),
    waitingSentence(child),
  ]
    .filter(Boolean)
    .join(' ');
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
      children.length === 1 && children[0]
        ? `Here is ${children[0].name}’s week on Sprout, the last 7 days.`
        : 'Here is what your children did on Sprout in the last 7 days.',
      ...children.map(childParagraph),
    ],
    action: { label: 'Open Parent Settings', url: `${ctx.config.publicUrl}/user-panel?tab=parent` },
    footer: 'The Sprout team',
    unsubscribeUrl: unsubscribeUrl(ctx, parent.id),
  });
}

/** Sends the digest to every parent now; answers how many e-mails were sent. */
export async function sendWeeklyDigest(ctx: DigestContext): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await digestRecipients(ctx);
  const childIds = [...new Set(rows.map((r) => r.childId))];
  const [minutes, games, points, upcoming, waiting, zones, achieved, notes] = await Promise.all([
    studyMinutesOfUsers(ctx, childIds, since),
    gameWeeksOfUsers(ctx, childIds, since),
    weekPointsOfUsers(ctx.db, childIds, since),
    upcomingSessionsOfUsers(ctx, childIds),
    waitingRequestCounts(ctx, childIds),
    quietZonesOfChildren(ctx, childIds),
    achievementsReachedSince(ctx, childIds, since),
    notesPostedSince(ctx, childIds, since),
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
      upcoming: upcoming.get(row.childId) ?? [],
      timeZone: zones.get(row.childId) ?? null,
      achievements: achieved.get(row.childId) ?? [],
      waiting: waiting.get(row.childId) ?? 0,
      notes: notes.get(row.childId) ?? [],
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
        if (!(await claimDigestWeek(ctx, due.toISOString().slice(0, 10), now))) return 0;
        return sendWeeklyDigest(ctx);
      },
    },
  ];
}
