// The weekly family digest (docs/rules.md#parents-in-the-loop): one e-mail per verified parent with accepted
// links, covering all their children's last 7 days in a few sentences each. Every figure is
// read for all children at once (a fixed number of queries per run, none per child or per day),
// through the feature that owns it. A one-click unsubscribe (List-Unsubscribe, RFC 8058) turns
// it off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACHIEVEMENT_WORDS, type AchievementId } from '#contract/achievements.ts';
import { INTL_LOCALES, type Locale } from '#contract/i18n/locales.ts';
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
import { greetingTo, mailDateTime, renderEmail } from '#server/lib/email-template.ts';
import { translate, translateOption } from '#server/lib/i18n.ts';
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
  achievements: AchievementId[];
  waiting: number;
  /** The notes tutors first posted this week, with what is done of their practice. */
  notes: LessonNote[];
}

/** The sessions a child's line names; more are counted. */
const SESSIONS_NAMED = 3;

const listFormats = new Map<Locale, Intl.ListFormat>();
/** "a, b, and c", "a, b y c": a list as the reader's language joins it. */
function joined(lang: Locale, items: string[]): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[lang], { type: 'conjunction' });
    listFormats.set(lang, format);
  }
  return format.format(items);
}

/** "25 minutes", "1 hour", "1 hour and 5 minutes": a length as a parent says it. */
function lengthWords(lang: Locale, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const minuteWords = translate(lang, 'mail.digestMinutes', { minutes });
  if (hours === 0) return minuteWords;
  const hourWords = translate(lang, 'mail.digestHours', { hours });
  return minutes === 0
    ? hourWords
    : translate(lang, 'mail.digestHoursAndMinutes', { hours: hourWords, minutes: minuteWords });
}

/** A quiet week is said plainly: no number to celebrate, nothing to scold. */
function studySentence(lang: Locale, child: ChildWeek): string {
  return child.studyMinutes > 0
    ? translate(lang, 'mail.digestStudied', {
        child: child.name,
        length: lengthWords(lang, child.studyMinutes),
      })
    : translate(lang, 'mail.digestNoStudy', { child: child.name });
}

/**
 * "Remy played 3 games, got better at Star Quiz, and tried Robot Maze for the first time": which
 * way each game's skill level went, in words (a level moves a little with every round, so its
 * decimals tell a parent nothing).
 */
function gamesSentence(lang: Locale, child: ChildWeek): string {
  if (child.rounds === 0) return translate(lang, 'mail.digestNoGames', { child: child.name });
  const games = (keep: (change: SkillChange) => boolean) =>
    joined(
      lang,
      child.skills.filter(keep).map((s) => s.game),
    );
  const moved = (s: SkillChange) => (s.before === null ? null : Math.round((s.after - s.before) * 10));
  const clauses = (
    [
      [games((s) => (moved(s) ?? 0) > 0), 'mail.digestBetterAt'],
      [games((s) => s.before === null), 'mail.digestTriedFirst'],
      [games((s) => moved(s) === 0), 'mail.digestSteady'],
      [games((s) => (moved(s) ?? 0) < 0), 'mail.digestHarder'],
    ] as const
  ).flatMap(([list, key]) => (list ? [translate(lang, key, { games: list })] : []));
  const did = joined(lang, [translate(lang, 'mail.digestPlayed', { rounds: child.rounds }), ...clauses]);
  return translate(lang, 'mail.digestGames', { child: child.name, did });
}

function pointsSentence(lang: Locale, child: ChildWeek): string {
  return translate(lang, 'mail.digestPoints', {
    child: child.name,
    earned: child.earned,
    spent: child.spent,
  });
}

function achievementsSentence(lang: Locale, child: ChildWeek): string | null {
  if (child.achievements.length === 0) return null;
  // The app's word for them (Recent Achievements): a game's badges are another thing.
  return translate(lang, 'mail.digestAchievements', {
    child: child.name,
    count: child.achievements.length,
    list: joined(
      lang,
      child.achievements.map((id) => translate(lang, ACHIEVEMENT_WORDS[id].name)),
    ),
  });
}

/** "Coming up: Math with Amara Okafor on Wed, Jun 17 at 12:30 PM." */
function upcomingSentence(lang: Locale, child: ChildWeek): string | null {
  if (child.upcoming.length === 0) return null;
  const named = child.upcoming.slice(0, SESSIONS_NAMED).map((s) =>
    translate(lang, 'mail.digestSessionOn', {
      subject: translateOption(lang, s.subject),
      tutor: s.tutorName,
      when: mailDateTime(s.startsAt, child.timeZone ?? s.timeZone, lang),
    }),
  );
  const more = child.upcoming.length - named.length;
  const list = joined(
    lang,
    more > 0 ? [...named, translate(lang, 'mail.digestMoreSessions', { more })] : named,
  );
  return translate(lang, 'mail.digestComingUp', { list });
}

function waitingSentence(lang: Locale, child: ChildWeek): string | null {
  if (child.waiting === 0) return null;
  return translate(lang, 'mail.digestWaiting', { count: child.waiting, child: child.name });
}

/**
 * "Amara Okafor wrote a note after Remy’s Mathematics lesson and set 2 things to practise: 1 is
 * done." One sentence a note (docs/tutoring.md#notes-and-practice-after-a-lesson).
 */
function noteSentences(lang: Locale, child: ChildWeek): string[] {
  return child.notes.map((note) => {
    const about = { tutor: note.tutorName, child: child.name, subject: translateOption(lang, note.subject) };
    const set = note.practice.length;
    if (set === 0) return translate(lang, 'mail.digestNote', about);
    const done = note.practice.filter((p) => p.done).length;
    const state = done === 0 ? 'none' : done === set ? 'all' : 'some';
    return translate(lang, 'mail.digestNotePractice', { ...about, set, state, done });
  });
}

/** A child's week in a few sentences a parent reads at a glance. */
function childParagraph(lang: Locale, child: ChildWeek): string {
  return [
    studySentence(lang, child),
    gamesSentence(lang, child),
    pointsSentence(lang, child),
    achievementsSentence(lang, child),
    ...noteSentences(lang, child),
    upcomingSentence(lang, child),
    waitingSentence(lang, child),
  ]
    .filter(Boolean)
    .join(' ');
}

export function digestEmail(
  ctx: Pick<AppContext, 'config'>,
  parent: { id: number; name: string; locale: Locale },
  children: ChildWeek[],
) {
  const lang = parent.locale;
  return renderEmail({
    subject: translate(lang, 'mail.digestSubject'),
    greeting: greetingTo(parent.name, lang),
    paragraphs: [
      children.length === 1 && children[0]
        ? translate(lang, 'mail.digestIntroOne', { child: children[0].name })
        : translate(lang, 'mail.digestIntroMany'),
      ...children.map((child) => childParagraph(lang, child)),
    ],
    action: {
      label: translate(lang, 'mail.openParentSettings'),
      url: `${ctx.config.publicUrl}/user-panel?tab=parent`,
    },
    unsubscribeUrl: unsubscribeUrl(ctx, parent.id),
    lang,
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
    { parent: { id: number; name: string; email: string; locale: Locale }; children: ChildWeek[] }
  >();
  for (const row of rows) {
    if (!row.email) continue;
    const entry = byParent.get(row.parentId) ?? {
      parent: { id: row.parentId, name: row.parentName, email: row.email, locale: row.locale },
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
