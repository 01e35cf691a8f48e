// Family links and the parent's view of a child (docs/product.md#screens-and-routes and docs/product.md#calls, docs/rules.md#api-rules and docs/rules.md#rules-the-product-leaves-open):
// a link starts as a request the child accepts; only accepted links show anything about a child.
// No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import { DateTimeSchema, IdTextSchema, WholeNumberTextSchema } from './common.ts';
import { GameProgressSchema, type GameScore, GameScoreSchema } from './games.ts';
import { type ApprovalRequest, ApprovalRequestSchema } from './parent-controls.ts';
import { addCalendarDays, TimeZoneNameSchema, type TutorSession, TutorSessionSchema } from './sessions.ts';
import { type UserPurchase, UserPurchaseSchema } from './store.ts';
import { type StudySession, StudySessionSchema } from './study.ts';
import { wallTimeIn } from './time-zone.ts';

export const RELATIONSHIPS = ['parent', 'guardian', 'grandparent', 'relative'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const DEFAULT_RELATIONSHIP: Relationship = 'parent';
/** How the choices read in a list (the value stays lower case: it is read inside a sentence). */
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  parent: 'Parent',
  guardian: 'Guardian',
  grandparent: 'Grandparent',
  relative: 'Relative',
};

/** After a decline the parent waits this long before asking again. */
export const DECLINE_WAIT_DAYS = 7;
/** The child overview's "recent study minutes" window (docs/rules.md#rules-the-product-leaves-open). */
export const RECENT_STUDY_DAYS = 7;
/** docs/product.md#constants-and-limits: the child overview shows 5 activities. */
export const OVERVIEW_ACTIVITY_COUNT = 5;
export const DAILY_FIGURES_DEFAULT_DAYS = 14;

export const LINK_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const LinkChildInputSchema = z.object({
  childUsername: z
    .string({ error: "Please enter your child's username" })
    .trim()
    .min(1, "Please enter your child's username")
    .max(32, 'Username must be at most 32 characters'),
  relationship: z
    .enum(RELATIONSHIPS, { error: 'Please choose a relationship from the list' })
    .default(DEFAULT_RELATIONSHIP),
});
/** What the form fills in (relationship optional). */
export type LinkChildInput = z.input<typeof LinkChildInputSchema>;
/** What the server works with (relationship defaulted). */
export type LinkChildRequest = z.infer<typeof LinkChildInputSchema>;

/**
 * A request as its parent sees it (GET /api/parent/link-requests, POST /api/parent/link-child):
 * the child by username only, the name the child typed in and the account's id stay hidden
 * until the request is accepted (docs/rules.md#families-consent-and-privacy).
 */
export const ParentLinkRequestSchema = z.object({
  id: z.number().int(),
  child: z.object({ username: z.string() }),
  relationship: z.enum(RELATIONSHIPS),
  status: z.enum(LINK_STATUSES),
  createdAt: DateTimeSchema,
  respondedAt: DateTimeSchema.nullable(),
  /** After a decline: when the parent may ask again. */
  canAskAgainAt: DateTimeSchema.nullable(),
});
export type ParentLinkRequest = z.infer<typeof ParentLinkRequestSchema>;

/**
 * A pending request as the child sees it (GET /api/family/requests). A request to a child under
 * 13 goes to the parent who gave the child's consent instead: `forChild` names that child (null
 * when the request is the reader's own).
 */
export const ChildLinkRequestSchema = z.object({
  id: z.number().int(),
  /** Who asks, by username and name: no account id in a request. */
  parent: z.object({ username: z.string(), name: z.string() }),
  forChild: z.object({ username: z.string(), name: z.string() }).nullable(),
  relationship: z.enum(RELATIONSHIPS),
  status: z.enum(LINK_STATUSES),
  createdAt: DateTimeSchema,
});
export type ChildLinkRequest = z.infer<typeof ChildLinkRequestSchema>;

/** The text the child reads (docs/rules.md#rules-the-product-leaves-open). */
export function linkRequestText(parentName: string, relationship: Relationship): string {
  return `${parentName} would like to link to your account as your ${relationship}`;
}

/** The text the managing parent of a child under 13 reads (docs/rules.md#families-consent-and-privacy). */
export function managedLinkRequestText(
  parentName: string,
  childName: string,
  relationship: Relationship,
): string {
  return `${parentName} would like to link to ${childName} as their ${relationship}`;
}

/** A linked child (GET /api/parent/children); `linkId` removes the link. */
export const LinkedChildSchema = z.object({
  linkId: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  age: z.number().int().nullable(),
  relationship: z.enum(RELATIONSHIPS),
  linkedAt: DateTimeSchema,
});
export type LinkedChild = z.infer<typeof LinkedChildSchema>;

/** A linked parent as the child sees them (GET /api/family/parents). */
export const LinkedParentSchema = z.object({
  linkId: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  linkedAt: DateTimeSchema,
});
export type LinkedParent = z.infer<typeof LinkedParentSchema>;

export const ChildIdParamsSchema = z.object({ childId: IdTextSchema });

export const ChildrenStudySessionsQuerySchema = z.object({ childId: IdTextSchema.optional() });
export const ChildStudySessionSchema = StudySessionSchema.extend({ childId: z.number().int() });
export type ChildStudySession = z.infer<typeof ChildStudySessionSchema>;

/** How many of each list the child activity answers (its counts are in `summary`). */
export const CHILD_ACTIVITY_LIMITS = {
  studySessions: 50,
  gameScores: 20,
  tutorSessions: 20,
  purchases: 20,
  approvals: 20,
} as const;

/** GET /api/parent/child-activity/{childId}: the entity's fields (docs/product.md#entities) plus the Quick Stats. */
export const ChildActivitySchema = z.object({
  studySessions: z.array(StudySessionSchema),
  gameProgress: z.array(GameProgressSchema),
  gameScores: z.array(GameScoreSchema),
  tutorSessions: z.array(TutorSessionSchema),
  /** What the child bought (newest first) and asked a grown-up for (docs/rules.md#parents-in-the-loop). */
  purchases: z.array(UserPurchaseSchema).default([]),
  approvals: z.array(ApprovalRequestSchema).default([]),
  points: z.object({ points: z.number().int() }),
  summary: z.object({
    studySessions: z.number().int(),
    gamesPlayed: z.number().int(),
    /** Points earned in all time (docs/rules.md#rules-the-product-leaves-open). */
    pointsEarned: z.number().int(),
    tutorSessions: z.number().int(),
    /** Completed study minutes of the last 7 days. */
    recentStudyMinutes: z.number().int(),
  }),
});
export type ChildActivity = z.infer<typeof ChildActivitySchema>;

/**
 * The chart's window. `timeZone` is the parent's (the browser's): days are counted on the
 * parent's clocks (docs/rules.md#promises-kept: never "UTC" to a parent); UTC when absent.
 */
export const DailyFiguresQuerySchema = z.object({
  days: WholeNumberTextSchema('days', 1, 90).default(DAILY_FIGURES_DEFAULT_DAYS),
  timeZone: TimeZoneNameSchema.default('UTC'),
});

/** One day of the chart (YYYY-MM-DD on the asker's clocks): study minutes (by start) and points earned. */
export const DailyFigureSchema = z.object({
  date: z.string(),
  studyMinutes: z.number().int(),
  pointsEarned: z.number().int(),
});
export type DailyFigure = z.infer<typeof DailyFigureSchema>;
export const DailyFiguresSchema = z.array(DailyFigureSchema);

/** The days from `days - 1` days before today to today on the clocks of `timeZone`, oldest first, as YYYY-MM-DD. */
export function daysEndingAt(now: Date, days: number, timeZone: string): string[] {
  const today = wallTimeIn(now, timeZone).date;
  return Array.from({ length: days }, (_, i) => addCalendarDays(today, i - (days - 1)));
}

/** Every day of the window, with zeros where nothing happened. */
export function fillDays(
  days: readonly string[],
  study: ReadonlyMap<string, number>,
  points: ReadonlyMap<string, number>,
): DailyFigure[] {
  return days.map((date) => ({
    date,
    studyMinutes: study.get(date) ?? 0,
    pointsEarned: points.get(date) ?? 0,
  }));
}

export type ActivityKind = 'study' | 'game' | 'tutoring' | 'purchase' | 'approval';
export interface ActivityEntry {
  kind: ActivityKind;
  id: number;
  title: string;
  detail: string;
  /** What the title and detail are made of, for a page that words them in its reader's language. */
  values: Record<string, string | number>;
  at: string;
}

/**
 * The overview's most recent activities (docs/product.md#screens-and-routes): study sessions by their start, game
 * scores by when they were saved, tutor sessions by when they were booked; newest first.
 */
export function recentActivities(
  activity: {
    studySessions: readonly Pick<StudySession, 'id' | 'subject' | 'startTime' | 'completed'>[];
    gameScores: readonly Pick<
      GameScore,
      'id' | 'game' | 'score' | 'correctAnswers' | 'totalQuestions' | 'dateCompleted'
    >[];
    tutorSessions: readonly (Pick<TutorSession, 'id' | 'subject' | 'status' | 'createdAt'> & {
      tutor: { name: string };
    })[];
    purchases?: readonly (Pick<UserPurchase, 'id' | 'pointsUsed' | 'purchaseDate'> & {
      merchandise: { name: string };
    })[];
    approvals?: readonly Pick<ApprovalRequest, 'id' | 'summary' | 'status' | 'createdAt'>[];
  },
  count = OVERVIEW_ACTIVITY_COUNT,
): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...activity.studySessions.map((s) => ({
      kind: 'study' as const,
      id: s.id,
      title: `Studied ${s.subject}`,
      detail: s.completed ? 'Completed' : 'In Progress',
      values: { subject: s.subject, completed: s.completed ? 'yes' : 'no' },
      at: s.startTime,
    })),
    ...activity.gameScores.map((g) => ({
      kind: 'game' as const,
      id: g.id,
      title: `Played ${g.game.name}`,
      detail: `Score ${g.score} (${g.correctAnswers}/${g.totalQuestions} correct)`,
      values: { game: g.game.name, score: g.score, correct: g.correctAnswers, total: g.totalQuestions },
      at: g.dateCompleted,
    })),
    ...activity.tutorSessions.map((t) => ({
      kind: 'tutoring' as const,
      id: t.id,
      title: `Booked ${t.subject} with ${t.tutor.name}`,
      detail: `${t.status.charAt(0).toUpperCase()}${t.status.slice(1)}`,
      values: { subject: t.subject, tutor: t.tutor.name, status: t.status },
      at: t.createdAt,
    })),
    ...(activity.purchases ?? []).map((p) => ({
      kind: 'purchase' as const,
      id: p.id,
      title: `Bought ${p.merchandise.name}`,
      detail: `${p.pointsUsed} points`,
      values: { name: p.merchandise.name, points: p.pointsUsed },
      at: p.purchaseDate,
    })),
    ...(activity.approvals ?? []).map((a) => ({
      kind: 'approval' as const,
      id: a.id,
      title: `Asked you for ${a.summary}`,
      detail: `${a.status.charAt(0).toUpperCase()}${a.status.slice(1)}`,
      values: { summary: a.summary, status: a.status },
      at: a.createdAt,
    })),
  ];
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, count);
}
