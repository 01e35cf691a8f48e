// Approvals (docs/rules.md#parents-in-the-loop): with approvals on, a child's checkout, purchase or booking
// waits as a request; a linked parent approves (the request then runs through the store's or
// the bookings' own service, with the prices and stock of that moment) or declines it.
// Requests nobody answered expire after APPROVAL_EXPIRY_DAYS.
import type { User } from '#contract/accounts.ts';
import { clockTime, dayAndTime } from '#contract/date-words.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import {
  APPROVAL_EXPIRY_DAYS,
  type ApprovalRequest,
  type AwaitingParent,
} from '#contract/parent-controls.ts';
import { type BookSessionInput, BookSessionInputSchema } from '#contract/sessions.ts';
import {
  type CheckoutInput,
  CheckoutInputSchema,
  type Merchandise,
  type PurchaseInput,
  PurchaseInputSchema,
} from '#contract/store.ts';
import { zonedWallTimeToInstant } from '#contract/time-zone.ts';
import type { AppContext } from '#server/app-context.ts';
import { findAccount } from '#server/features/accounts/accounts.service.ts';
import {
  type ApprovalRequestRow,
  approvalRequestsForParent,
  approvalRequestsOfChild,
  createApprovalRequest,
  decideApprovalRequest,
  expireApprovalRequests,
  findApprovalRequest,
  markApprovalFailed,
  reopenApprovalRequest,
} from '#server/features/family/approval-requests.service.ts';
import { settingsOf } from '#server/features/family/child-settings.service.ts';
import { isParentOf, NOT_LINKED, parentsToTell } from '#server/features/family/family.service.ts';
import * as buying from '#server/features/store/checkout.service.ts';
import { listMerchandise } from '#server/features/store/store.service.ts';
import { book, refuseUnbookableBooking } from '#server/features/tutors/session-booking.service.ts';
import { getTutor } from '#server/features/tutors/tutors.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { greetingTo, mailDateTime, renderEmail } from '#server/lib/email-template.ts';
import { translate, translateOption, translateText } from '#server/lib/i18n.ts';
import type { Job } from '#server/lib/jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const NO_SUCH_REQUEST = 'We could not find that request.';
export const ALREADY_ANSWERED = 'This request was already answered.';
export const REQUEST_EXPIRED = 'This request waited too long and expired. Your child can ask again.';
export const TAKEN_WHILE_WAITING =
  'Someone else booked that time while this request waited. Choose another time and ask again.';

/** The gated calls and their validated inputs. */
type Gated =
  | { kind: 'checkout'; input: CheckoutInput }
  | { kind: 'purchase'; input: PurchaseInput }
  | { kind: 'booking'; input: BookSessionInput };

/**
 * The Idempotency-Key an approved checkout or purchase runs under: a second run of the same
 * request (two parents approving at once) replays the first and spends nothing again. The line
 * break keeps it out of reach of any key a client can send in a header.
 */
const approvalKey = (requestId: number) => `approval\n${requestId}`;

function itemsById(items: readonly Merchandise[]): Map<number, Merchandise> {
  return new Map(items.map((item) => [item.id, item]));
}

function orderLines(order: Gated): { id: number; quantity: number }[] {
  if (order.kind === 'checkout')
    return order.input.items.map((line) => ({ id: line.id, quantity: line.quantity }));
  if (order.kind === 'purchase') return [{ id: order.input.merchandiseId, quantity: 1 }];
  return [];
}

/** ", every week for 4 weeks" for a weekly series: one request, booked all or nothing. */
function weeksWords(input: BookSessionInput): string {
  return input.repeatWeekly ? `, every week for ${input.repeatWeekly} weeks` : '';
}

/** "2 × Sticker Pack, Robot Kit" */
function orderSummary(
  lines: readonly { id: number; quantity: number }[],
  sold: Map<number, { name: string }>,
): string {
  return lines
    .map((line) => {
      const name = sold.get(line.id)?.name ?? '';
      return line.quantity === 1 ? name : `${line.quantity} × ${name}`;
    })
    .join(', ');
}

/**
 * What the request is, in words, once the call's own checks passed: the store's (money, the
 * cart's lines, every item sold, the total the child saw, a delivery address) or the bookings'
 * (the tutor's hours, a free time) with their own 400s and 409s, so a request a parent approves
 * is one the store or the tutor took as asked.
 */
async function summaryOf(ctx: AppContext, user: User, order: Gated): Promise<string> {
  if (order.kind === 'booking') {
    await refuseUnbookableBooking(ctx, user.id, order.input);
    const tutor = await getTutor(ctx, order.input.tutorId, 'en');
    const { date, time, timeZone = 'UTC' } = order.input;
    const startsAt = zonedWallTimeToInstant(date, time, timeZone);
    const when = startsAt ? dayAndTime(startsAt, timeZone) : `${date} at ${clockTime(time)}`;
    return `${order.input.subject} with ${tutor.name} on ${when}${weeksWords(order.input)}`;
  }
  buying.refuseMoney(order.input.paymentType, 'Please use points.');
  const lines =
    order.kind === 'checkout' ? buying.checkoutLines(order.input) : [buying.purchaseLine(order.input)];
  const expected = order.kind === 'checkout' ? order.input.expectedPoints : undefined;
  const items = await buying.refuseUnsellableOrder(ctx, user, lines, expected);
  return orderSummary(
    lines.map((line) => ({ id: line.merchandiseId, quantity: line.quantity })),
    new Map(items.map((item) => [item.id, item])),
  );
}

/** What requests are said with in one language: the prizes and the tutors as that reader reads them. */
interface SummaryWords {
  lang: Locale;
  sold: Map<number, Merchandise>;
  tutorNames: Map<number, Promise<string | undefined>>;
}

async function summaryWords(ctx: AppContext, lang: Locale, needsItems: boolean): Promise<SummaryWords> {
  const sold = itemsById(needsItems ? (await listMerchandise(ctx, {}, lang)).items : []);
  return { lang, sold, tutorNames: new Map() };
}

/** A tutor's name as `words` reads it, once per tutor; undefined for a tutor no longer there. */
function tutorNameIn(ctx: AppContext, words: SummaryWords, tutorId: number): Promise<string | undefined> {
  let name = words.tutorNames.get(tutorId);
  if (!name) {
    name = getTutor(ctx, tutorId, words.lang).then(
      (tutor) => tutor.name,
      () => undefined,
    );
    words.tutorNames.set(tutorId, name);
  }
  return name;
}

/**
 * What a request asks for in the reader's language (docs/architecture.md#languages), drawn from
 * its kind and stored input: a booking's subject, tutor and time (on the clocks it was asked on),
 * an order's prizes as the store names them. The stored English words, as they read when the
 * child asked, where it cannot be: an input that no longer reads, a tutor or a prize gone.
 */
async function summaryIn(
  ctx: AppContext,
  order: Gated | undefined,
  stored: string,
  words: SummaryWords,
): Promise<string> {
  if (!order) return stored;
  const { lang } = words;
  if (order.kind === 'booking') {
    const { tutorId, subject, date, time, timeZone = 'UTC', repeatWeekly } = order.input;
    const tutor = await tutorNameIn(ctx, words, tutorId);
    if (tutor === undefined) return stored;
    const startsAt = zonedWallTimeToInstant(date, time, timeZone);
    return translate(lang, 'mail.approvalSummaryBooking', {
      subject: translateOption(lang, subject),
      tutor,
      when: startsAt
        ? mailDateTime(startsAt, timeZone, lang)
        : translate(lang, 'mail.dayAtTime', { day: date, time: clockTime(time) }),
      weeks: repeatWeekly ?? 0,
    });
  }
  const lines = orderLines(order);
  return lines.every((line) => words.sold.has(line.id)) ? orderSummary(lines, words.sold) : stored;
}

/**
 * The gate at the entry of a checkout, purchase or booking: when the child's settings ask for a
 * parent's yes, the call becomes a request (202) and nothing is spent or booked yet; otherwise
 * undefined, and the call runs as always.
 */
export async function holdForParent(
  ctx: AppContext,
  user: User,
  order: Gated,
): Promise<AwaitingParent | undefined> {
  const settings = await settingsOf(ctx.db, user.id);
  const needsYes = order.kind === 'booking' ? settings.approveBookings : settings.approvePurchases;
  if (!needsYes) return undefined;
  const summary = await summaryOf(ctx, user, order);
  const now = ctx.clock.now();
  const requestId = await createApprovalRequest(ctx, {
    childId: user.id,
    kind: order.kind,
    payload: order.input,
    summary,
    createdAt: now,
    expiresAt: new Date(now.getTime() + APPROVAL_EXPIRY_DAYS * DAY_MS),
  });
  await askParents(ctx, user, order, summary, settings.quietHours?.timeZone);
  return { status: 'awaiting-parent', requestId };
}

/**
 * "Remy would like to book a Math session with Amara Okafor on Wed, Dec 2 at 12:30 PM" (on the
 * family's clock: the quiet hours' zone a parent chose, else the zone the child booked in), "Remy
 * would like to get Robot Kit from the Reward Store with points", in the parent's language.
 */
async function wishWords(
  ctx: AppContext,
  child: User,
  order: Gated,
  summary: string,
  parent: { locale: Locale; timeZone: string | undefined },
): Promise<string> {
  const lang = parent.locale;
  if (order.kind !== 'booking') {
    const items = await summaryIn(ctx, order, summary, await summaryWords(ctx, lang, true));
    return translate(lang, 'mail.approvalStore', { child: child.name, items });
  }
  const { tutorId, subject, date, time, timeZone = 'UTC', repeatWeekly } = order.input;
  const tutor = await getTutor(ctx, tutorId, lang);
  const startsAt = zonedWallTimeToInstant(date, time, timeZone);
  const when = startsAt
    ? mailDateTime(startsAt, parent.timeZone ?? timeZone, lang)
    : translate(lang, 'mail.dayAtTime', { day: date, time });
  return translate(lang, 'mail.approvalBooking', {
    child: child.name,
    subject: translateOption(lang, subject),
    tutor: tutor.name,
    when,
    weeks: repeatWeekly ?? 0,
  });
}

/**
 * Each parent who can answer hears of the request by mail (whatever their weekly digest setting:
 * the request waits for them). A mail that fails is logged: the request still waits in Parent
 * Settings.
 */
async function askParents(
  ctx: AppContext,
  child: User,
  order: Gated,
  summary: string,
  familyZone: string | undefined,
): Promise<void> {
  const parents = await parentsToTell(ctx, child.id);
  if (parents.length === 0) return;
  for (const parent of parents) {
    const lang = parent.locale;
    try {
      await ctx.mailer.send({
        to: parent.email,
        ...renderEmail({
          subject: translate(lang, 'mail.approvalSubject', { child: child.name }),
          greeting: greetingTo(parent.name, lang),
          paragraphs: [
            await wishWords(ctx, child, order, summary, { locale: lang, timeZone: familyZone }),
            translate(
              lang,
              order.kind === 'booking' ? 'mail.approvalNothingBooked' : 'mail.approvalNoPoints',
            ),
            translate(lang, 'mail.approvalWhere', { days: APPROVAL_EXPIRY_DAYS }),
          ],
          action: {
            label: translate(lang, 'mail.approvalAction'),
            url: `${ctx.config.publicUrl}/user-panel?tab=parent`,
          },
          lang,
        }),
      });
    } catch (error) {
      ctx.logger.error({ err: error, parentId: parent.id }, 'could not tell a parent of a waiting request');
    }
  }
}

/** Points a request costs at today's prices (null for a booking or an item no longer sold). */
function pointsCostOf(row: ApprovalRequestRow, shown: Map<number, Merchandise>): number | null {
  const order = gatedOf(row);
  if (!order || order.kind === 'booking') return null;
  let total = 0;
  for (const line of orderLines(order)) {
    const item = shown.get(line.id);
    if (!item) return null;
    total += item.pointsCost * line.quantity;
  }
  return total;
}

/** The stored input, read back through the call's own schema. */
function gatedOf(row: ApprovalRequestRow): Gated | undefined {
  if (row.kind === 'checkout') {
    const parsed = CheckoutInputSchema.safeParse(row.payload);
    return parsed.success ? { kind: 'checkout', input: parsed.data } : undefined;
  }
  if (row.kind === 'purchase') {
    const parsed = PurchaseInputSchema.safeParse(row.payload);
    return parsed.success ? { kind: 'purchase', input: parsed.data } : undefined;
  }
  const parsed = BookSessionInputSchema.safeParse(row.payload);
  return parsed.success ? { kind: 'booking', input: parsed.data } : undefined;
}

function toApproval(
  row: ApprovalRequestRow,
  shown: Map<number, Merchandise>,
  summary: string,
  lang: Locale,
): ApprovalRequest {
  return {
    id: row.id,
    kind: row.kind,
    child: row.child,
    summary,
    pointsCost: row.status === 'waiting' ? pointsCostOf(row, shown) : null,
    status: row.status,
    outcome: row.outcome === null ? null : translateText(lang, row.outcome),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Requests as `lang` reads them, each with its summary in that language. */
async function toApprovals(
  ctx: AppContext,
  rows: ApprovalRequestRow[],
  lang: Locale,
): Promise<ApprovalRequest[]> {
  const words = await summaryWords(
    ctx,
    lang,
    rows.some((row) => row.kind !== 'booking'),
  );
  return Promise.all(
    rows.map(async (row) =>
      toApproval(row, words.sold, await summaryIn(ctx, gatedOf(row), row.summary, words), lang),
    ),
  );
}

/** GET /api/parent/approvals: the linked children's requests, waiting ones first. */
export async function parentApprovals(
  ctx: AppContext,
  parentId: number,
  lang: Locale,
): Promise<ApprovalRequest[]> {
  return toApprovals(ctx, await approvalRequestsForParent(ctx, parentId), lang);
}

/** GET /api/family/approvals: the child's own requests and what became of them. */
export async function childApprovals(
  ctx: AppContext,
  childId: number,
  lang: Locale,
): Promise<ApprovalRequest[]> {
  return toApprovals(ctx, await approvalRequestsOfChild(ctx, childId, 20), lang);
}

/** A request a parent may answer now: 404 unknown, 403 another family's, 409 answered or expired. */
async function answerableRequest(ctx: AppContext, parentId: number, id: number): Promise<ApprovalRequestRow> {
  const row = await findApprovalRequest(ctx, id);
  if (!row) throw AppError.notFound(NO_SUCH_REQUEST);
  if (!(await isParentOf(ctx, parentId, row.childId))) throw AppError.forbidden(NOT_LINKED);
  if (row.status === 'expired') throw AppError.conflict(REQUEST_EXPIRED);
  if (row.status !== 'waiting') throw AppError.conflict(ALREADY_ANSWERED);
  const now = ctx.clock.now();
  if (row.expiresAt <= now) {
    await expireApprovalRequests(ctx, now);
    throw AppError.conflict(REQUEST_EXPIRED);
  }
  return row;
}

async function reread(ctx: AppContext, id: number, lang: Locale): Promise<ApprovalRequest> {
  const row = await findApprovalRequest(ctx, id);
  if (!row) throw AppError.notFound(NO_SUCH_REQUEST);
  const [answer] = await toApprovals(ctx, [row], lang);
  if (!answer) throw AppError.notFound(NO_SUCH_REQUEST);
  return answer;
}

/**
 * Runs an approved request through the service that owns it, as the child. A checkout runs at
 * the prices of the moment of approval (docs/rules.md#parents-in-the-loop), so the total the child saw when asking
 * is not held against it.
 */
async function runAsChild(
  ctx: AppContext,
  child: User,
  requestId: number,
  order: Gated,
  parentId: number,
): Promise<void> {
  const key = approvalKey(requestId);
  if (order.kind === 'checkout') {
    const { expectedPoints: _seenWhenAsked, ...input } = order.input;
    await buying.checkout(ctx, child, input, key);
  } else if (order.kind === 'purchase') {
    await buying.purchase(ctx, child, order.input, key);
  } else {
    // The parent's yes made the booking: the tutor reads it as booked by a parent.
    await book(ctx, child.id, order.input, parentId).catch((error: unknown) => {
      // The time was free when the child asked: say so, and what to do, to parent and child.
      if (error instanceof AppError && error.code === 'slot_taken')
        throw AppError.conflict(TAKEN_WHILE_WAITING);
      throw error;
    });
  }
}

/**
 * POST /api/parent/approvals/{id}/approve. The request is claimed first (a conditional update),
 * so of two approvals at once exactly one runs it and the other gets 409. A request that can no
 * longer succeed (sold out, not enough points, the time taken) is kept as failed, with why.
 */
export async function approve(ctx: AppContext, parent: User, id: number): Promise<ApprovalRequest> {
  const row = await answerableRequest(ctx, parent.id, id);
  const now = ctx.clock.now();
  const claimed = await decideApprovalRequest(ctx, id, {
    status: 'approved',
    outcome: null,
    decidedBy: parent.id,
    at: now,
  });
  if (!claimed) throw AppError.conflict(ALREADY_ANSWERED);
  const child = await findAccount(ctx, row.childId);
  const order = gatedOf(row);
  try {
    if (!child || !order) throw AppError.badRequest('This request can no longer be carried out.');
    await runAsChild(ctx, child, id, order, parent.id);
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Not a refusal but a fault: the request waits again, so the parent can try once more.
      await reopenApprovalRequest(ctx, id);
      throw error;
    }
    await markApprovalFailed(ctx, id, error.message);
  }
  return reread(ctx, id, parent.locale);
}

/** POST /api/parent/approvals/{id}/decline: nothing is spent or booked. */
export async function decline(ctx: AppContext, parent: User, id: number): Promise<ApprovalRequest> {
  await answerableRequest(ctx, parent.id, id);
  const declined = await decideApprovalRequest(ctx, id, {
    status: 'declined',
    outcome: null,
    decidedBy: parent.id,
    at: ctx.clock.now(),
  });
  if (!declined) throw AppError.conflict(ALREADY_ANSWERED);
  return reread(ctx, id, parent.locale);
}

/** Waiting requests past their date expire (hourly, in every process: the update is conditional). */
export function approvalsJobs(ctx: AppContext): Job[] {
  return [
    {
      name: 'expire-approval-requests',
      everyMs: 60 * 60 * 1000,
      run: () => expireApprovalRequests(ctx),
    },
  ];
}
