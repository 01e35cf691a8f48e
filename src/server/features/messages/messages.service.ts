// Messages between a tutor and a learner's family (docs/tutoring.md#messages). One conversation
// per tutor and learner, opened once a booking between them exists; in it the tutor, the learner
// and the learner's linked parents read and write every message. A child's conversation refuses
// contact details; new messages are mailed at most hourly per conversation and reader.

import type { User } from '#contract/accounts.ts';
import { CONTACT_DETAILS_REFUSED, findContactDetail } from '#contract/contact-details.ts';
import {
  type Conversation,
  type ConversationMessages,
  MESSAGES_PAGE,
  type Message,
  NO_BOOKING_YET,
  NOT_IN_CONVERSATION,
  type ParticipantRole,
  type SendMessageInput,
  type StartConversationInput,
  TOO_MANY_MESSAGES,
} from '#contract/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { isChild } from '#server/features/accounts/child-rule.ts';
import { isParentOf } from '#server/features/family/family.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate } from '#server/lib/i18n.ts';
import * as repo from './messages.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const NO_SUCH_CONVERSATION = 'We could not find that conversation';
const TUTOR_NOT_FOUND = 'Tutor not found';

/** A first name: the first word of a name, nothing more (docs/tutoring.md#messages). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function roleIn(
  row: Pick<repo.ConversationRow, 'tutorId' | 'learnerId' | 'isParent'>,
  user: User,
): ParticipantRole | null {
  if (user.tutorId !== null && user.tutorId === row.tutorId) return 'tutor';
  if (row.learnerId === user.id) return 'learner';
  if (row.isParent) return 'parent';
  return null;
}

/**
 * A child's conversation: the learner is a child (under 13, or waiting for a parent's yes), or a
 * family's child of any age (a parent has an accepted link to them).
 */
export function isChildConversation(
  now: Date,
  row: {
    learnerBirthYear: number | null;
    learnerConsent: 'pending' | 'given' | null;
    learnerHasParent: boolean;
  },
) {
  return (
    row.learnerHasParent || isChild({ birthYear: row.learnerBirthYear, consent: row.learnerConsent }, now)
  );
}

type ListRow = Awaited<ReturnType<typeof repo.conversationsOf>>[number];

function toConversation(ctx: AppContext, row: ListRow, user: User): Conversation {
  const myRole = roleIn(row, user) ?? 'learner';
  const learnerFirstName = firstNameOf(row.learnerName);
  return {
    id: row.id,
    tutorId: row.tutorId,
    learnerId: row.learnerId,
    myRole,
    with:
      myRole === 'tutor'
        ? { name: learnerFirstName, username: row.learnerUsername }
        : { name: row.tutorName, username: null },
    learnerFirstName,
    childConversation: isChildConversation(ctx.clock.now(), row),
    lastMessage:
      row.lastText === null || row.lastSentAt === null
        ? null
        : {
            text: row.lastText,
            sentAt: new Date(row.lastSentAt).toISOString(),
            fromMe: row.lastSenderId === user.id || (row.lastSenderRole === 'tutor' && myRole === 'tutor'),
          },
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listConversations(ctx: AppContext, user: User): Promise<Conversation[]> {
  const rows = await repo.conversationsOf(ctx.db, user.id, user.tutorId);
  return rows.map((row) => toConversation(ctx, row, user));
}

async function summaryOf(ctx: AppContext, user: User, id: number): Promise<Conversation> {
  const [row] = await repo.conversationsOf(ctx.db, user.id, user.tutorId, id);
  if (!row) throw AppError.forbidden(NOT_IN_CONVERSATION);
  return toConversation(ctx, row, user);
}

/** The conversation and the reader's part in it: 404 when there is none, 403 for an outsider. */
async function conversationFor(ctx: AppContext, user: User, id: number) {
  const row = await repo.findConversation(ctx.db, id, user.id);
  if (!row) throw AppError.notFound(NO_SUCH_CONVERSATION);
  const role = roleIn(row, user);
  if (!role) throw AppError.forbidden(NOT_IN_CONVERSATION);
  return { row, role };
}

/**
 * Opens (or finds) the conversation of a tutor and a learner. A tutor names the learner; a learner
 * names the tutor; a parent names the tutor and their child. 403 until a booking exists.
 */
export async function startConversation(
  ctx: AppContext,
  user: User,
  input: StartConversationInput,
): Promise<{ conversation: Conversation; created: boolean }> {
  let tutorId: number;
  let learnerId: number;
  if (
    user.tutorId !== null &&
    input.learnerId !== undefined &&
    (input.tutorId ?? user.tutorId) === user.tutorId
  ) {
    tutorId = user.tutorId;
    learnerId = input.learnerId;
  } else {
    if (input.tutorId === undefined) throw AppError.invalidField('tutorId', 'Please choose a tutor');
    tutorId = input.tutorId;
    learnerId = input.learnerId ?? user.id;
    if (learnerId !== user.id && !(await isParentOf(ctx, user.id, learnerId))) {
      throw AppError.forbidden(NOT_IN_CONVERSATION);
    }
    if (!(await repo.tutorExists(ctx.db, tutorId))) throw AppError.notFound(TUTOR_NOT_FOUND);
  }
  if (!(await repo.bookingExists(ctx.db, tutorId, learnerId))) throw AppError.forbidden(NO_BOOKING_YET);
  const created = await repo.insertConversation(ctx.db, tutorId, learnerId, ctx.clock.now());
  const row = await repo.findConversationOf(ctx.db, tutorId, learnerId, user.id);
  if (!row) throw AppError.notFound(NO_SUCH_CONVERSATION);
  return { conversation: await summaryOf(ctx, user, row.id), created };
}

type MessageRow = Awaited<ReturnType<typeof repo.messagesPage>>[number];

/** Whether a reader in `readerRole` wrote this: as themselves, or as the tutor whose account they are. */
export function isOwnMessage(
  sender: { senderId: number | null; senderRole: ParticipantRole },
  reader: { userId: number; role: ParticipantRole },
): boolean {
  // Written as the tutor is the tutor's own, whichever account the profile had then.
  return sender.senderId === reader.userId || (sender.senderRole === 'tutor' && reader.role === 'tutor');
}

function toMessage(row: MessageRow, tutorName: string, user: User, role: ParticipantRole): Message {
  const senderName =
    row.senderRole === 'tutor'
      ? tutorName
      : row.senderName === null
        ? 'Deleted account'
        : firstNameOf(row.senderName);
  return {
    id: row.id,
    conversationId: row.conversationId,
    text: row.text,
    sentAt: row.createdAt.toISOString(),
    senderName,
    senderRole: row.senderRole,
    mine: isOwnMessage(row, { userId: user.id, role }),
  };
}

/** A page of messages, oldest first; the newest page marks the conversation read for the reader. */
export async function readConversation(
  ctx: AppContext,
  user: User,
  id: number,
  query: { before?: number | undefined; limit?: number | undefined },
): Promise<ConversationMessages> {
  const { row, role } = await conversationFor(ctx, user, id);
  const limit = query.limit ?? MESSAGES_PAGE;
  const page = await repo.messagesPage(ctx.db, id, query.before, limit);
  const hasMore = page.length > limit;
  const shown = page.slice(0, limit);
  const newest = shown[0];
  if (query.before === undefined && newest) await repo.markRead(ctx.db, id, user.id, newest.id);
  return {
    conversation: await summaryOf(ctx, user, id),
    messages: shown.reverse().map((m) => toMessage(m, row.tutorName, user, role)),
    hasMore,
  };
}

function ownHosts(ctx: AppContext): string[] {
  try {
    return [new URL(ctx.config.publicUrl).hostname];
  } catch {
    return [];
  }
}

/**
 * The conversation of a tutor and a learner, with `open` opened if it was not (a lesson room's
 * chat is kept in it): for a caller that has checked the booking itself.
 */
export async function conversationIdOf(
  ctx: AppContext,
  tutorId: number,
  learnerId: number,
  options: { open: boolean },
): Promise<number | undefined> {
  if (options.open) await repo.insertConversation(ctx.db, tutorId, learnerId, ctx.clock.now());
  const row = await repo.findConversationOf(ctx.db, tutorId, learnerId, 0);
  return row?.id;
}

/** Every message said in one lesson's room (at most `limit`), oldest first, as `user` reads them. */
export async function sessionMessages(
  ctx: AppContext,
  user: User,
  conversationId: number,
  sessionId: number,
  limit: number,
): Promise<Message[]> {
  const { row, role } = await conversationFor(ctx, user, conversationId);
  const page = await repo.messagesPage(ctx.db, conversationId, undefined, limit, sessionId);
  return page
    .slice(0, limit)
    .reverse()
    .map((m) => toMessage(m, row.tutorName, user, role));
}

/**
 * Sends a message under every rule of messages; with `sessionId`, it is said in that lesson's room
 * (and read, reported and counted like any other).
 */
export async function sendMessage(
  ctx: AppContext,
  user: User,
  id: number,
  input: SendMessageInput,
  sessionId?: number,
): Promise<Message> {
  const { row, role } = await conversationFor(ctx, user, id);
  if (isChildConversation(ctx.clock.now(), row) && findContactDetail(input.text, ownHosts(ctx)) !== null) {
    throw AppError.badRequest(CONTACT_DETAILS_REFUSED, [{ path: 'text', message: CONTACT_DETAILS_REFUSED }]);
  }
  await ctx.rateLimiter.consume(
    `messages:${user.id}`,
    ctx.config.rateLimits.messagesPerUser,
    TOO_MANY_MESSAGES,
  );
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction((tx) =>
    repo.insertMessage(tx, {
      conversationId: id,
      senderId: user.id,
      senderRole: role,
      text: input.text,
      now,
      sessionId,
    }),
  );
  // The sender has read what they wrote.
  await repo.markRead(ctx.db, id, user.id, stored.id);
  await mailReaders(ctx, row, user, role);
  return toMessage({ ...stored, senderName: user.name }, row.tutorName, user, role);
}

/**
 * Mails each other reader at most once an hour per conversation (claimed by a conditional upsert),
 * never a child learner's own address: their parents are readers and are mailed instead.
 */
async function mailReaders(ctx: AppContext, row: repo.ConversationRow, sender: User, role: ParticipantRole) {
  // The learner's own address is never mailed when they are a child by age (their parents are).
  const childLearner = isChild(
    { birthYear: row.learnerBirthYear, consent: row.learnerConsent },
    ctx.clock.now(),
  );
  const readers = await repo.mailableReaders(ctx.db, row, sender.id);
  const from = role === 'tutor' ? row.tutorName : firstNameOf(sender.name);
  const learner = firstNameOf(row.learnerName);
  for (const reader of readers) {
    if (reader.email === null || (childLearner && reader.id === row.learnerId)) continue;
    if (!(await repo.claimMail(ctx.db, row.id, reader.id, ctx.clock.now(), HOUR_MS))) continue;
    const lang = reader.locale;
    try {
      await ctx.mailer.send({
        to: reader.email,
        ...renderEmail({
          subject: translate(lang, 'mail.messageSubject', { from }),
          greeting: greetingTo(firstNameOf(reader.name), lang),
          paragraphs: [
            translate(lang, 'mail.messageText', {
              from,
              about: reader.id === row.tutorUserId ? 'tutor' : 'family',
              learner,
              tutor: row.tutorName,
            }),
            translate(lang, 'mail.messageHowOften'),
          ],
          action: {
            label: translate(lang, 'mail.messageAction'),
            url: `${ctx.config.publicUrl}/messages?c=${row.id}`,
          },
          lang,
        }),
      });
    } catch (error) {
      // The message is stored and shows on Sprout; the mail is only a nudge.
      ctx.logger.error({ err: error, conversationId: row.id }, 'could not mail a new message');
    }
  }
}

export async function reportMessage(ctx: AppContext, user: User, messageId: number, reason: string) {
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message) throw AppError.notFound('We could not find that message');
  await conversationFor(ctx, user, message.conversationId);
  const report = await repo.insertReport(ctx.db, messageId, user.id, reason, ctx.clock.now());
  if (!report) throw AppError.conflict('You already reported this message. An admin will look at it.');
  return { id: report.id, reportedAt: report.createdAt.toISOString() };
}

/** The messages a user wrote, for their account export. */
export function writerData(ctx: AppContext, userId: number) {
  return repo.messagesOfSender(ctx.db, userId);
}
