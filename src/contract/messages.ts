// Messages between a tutor and a learner's family (docs/tutoring.md#messages).
import { z } from 'zod';
import { DateTimeSchema, IdSchema, IdTextSchema, WholeNumberTextSchema } from './common.ts';

export const MESSAGE_MAX = 1000;
/** How many messages one person sends in an hour, across their conversations. */
export const MESSAGES_PER_HOUR = 30;
export const NO_BOOKING_YET = 'You can message a tutor once a session with them is booked';
export const NOT_IN_CONVERSATION = 'You are not part of this conversation';
export const TOO_MANY_MESSAGES =
  'You have sent a lot of messages this hour. Please wait a little before sending more.';

/** How someone takes part: the tutor, the learner, or a learner's parent (who reads everything). */
export const PARTICIPANT_ROLES = ['tutor', 'learner', 'parent'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** POST /api/messages: the tutor names the learner; the family names the tutor (a parent, the child too). */
export const StartConversationInputSchema = z.object({
  tutorId: IdSchema.optional(),
  learnerId: IdSchema.optional(),
});
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  tutorId: z.number().int(),
  learnerId: z.number().int(),
  myRole: z.enum(PARTICIPANT_ROLES),
  /** The other side as the reader sees it: the tutor's name, or the learner's first name and username. */
  with: z.object({ name: z.string(), username: z.string().nullable() }),
  /** The learner's first name (a parent with two children tells the conversations apart by it). */
  learnerFirstName: z.string(),
  /** A child's conversation (the learner is under 13 or has a linked parent): contact details are refused. */
  childConversation: z.boolean(),
  lastMessage: z.object({ text: z.string(), sentAt: DateTimeSchema, fromMe: z.boolean() }).nullable(),
  unreadCount: z.number().int(),
  createdAt: DateTimeSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  text: z.string(),
  sentAt: DateTimeSchema,
  /** The sender's first name (the tutor's name), or "Deleted account". */
  senderName: z.string(),
  senderRole: z.enum(PARTICIPANT_ROLES),
  mine: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationParamsSchema = z.object({ conversationId: IdTextSchema });
export const MessageParamsSchema = z.object({ messageId: IdTextSchema });

export const MESSAGES_PAGE = 50;
/** The newest page, or the page before the message `before`. */
export const ConversationQuerySchema = z.object({
  before: IdTextSchema.optional(),
  limit: WholeNumberTextSchema('limit', 1, 100).optional(),
});

export const ConversationMessagesSchema = z.object({
  conversation: ConversationSchema,
  /** Oldest first. */
  messages: z.array(MessageSchema),
  /** Older messages remain (ask with `before` = the first message's id). */
  hasMore: z.boolean(),
});
export type ConversationMessages = z.infer<typeof ConversationMessagesSchema>;

export const SendMessageInputSchema = z.object({
  text: z
    .string({ error: 'Please write a message' })
    .trim()
    .min(1, 'Please write a message')
    .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters`),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const ReportMessageInputSchema = z.object({
  reason: z
    .string({ error: 'Please say why you are reporting this message' })
    .trim()
    .min(3, 'Please say why you are reporting this message')
    .max(500, 'The reason can be at most 500 characters'),
});
export type ReportMessageInput = z.infer<typeof ReportMessageInputSchema>;

export const MessageReportReceiptSchema = z.object({ id: z.number().int(), reportedAt: DateTimeSchema });

/** The admins' queue of reported messages, with the conversation around each. */
export const MessageReportsQuerySchema = z.object({
  status: z.enum(['open', 'handled'], { error: 'Status must be open or handled' }).optional().default('open'),
});

export const MessageReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  reportedAt: DateTimeSchema,
  reporter: z.string().nullable(),
  handledAt: DateTimeSchema.nullable(),
  message: z.object({ id: z.number().int(), text: z.string(), sentAt: DateTimeSchema, sender: z.string() }),
  conversation: z.object({
    id: z.number().int(),
    tutorName: z.string(),
    learnerUsername: z.string(),
    childConversation: z.boolean(),
    /** The messages just before and after the reported one, oldest first. */
    around: z.array(
      z.object({ id: z.number().int(), text: z.string(), sentAt: DateTimeSchema, sender: z.string() }),
    ),
  }),
});
export type MessageReport = z.infer<typeof MessageReportSchema>;

export const MessageReportParamsSchema = z.object({ id: IdTextSchema });
