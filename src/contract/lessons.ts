// The lesson room: every booking's place to meet, with video among the people in it, a shared
// whiteboard and a chat (docs/lesson-room.md). The room's calls are HTTP; what moves live between
// the people in it (WebRTC offers and answers, who is here, the whiteboard) goes over one
// WebSocket per person, `/api/lessons/{id}/live`, as the messages below.
import { z } from 'zod';
import { DateTimeSchema, IdTextSchema } from './common.ts';
import { MessageSchema, SendMessageInputSchema } from './messages.ts';

export {
  LESSON_CLOSES_AFTER_MINUTES,
  LESSON_OPENS_BEFORE_MINUTES,
  lessonClosesAt,
  lessonOpensAt,
} from './lesson-window.ts';
/** At most this many people in a room at once: peer to peer, each sends to every other. */
export const LESSON_MAX_PEOPLE = 6;
/** The tutor and a learner both in the room this long: the lesson is marked completed at closing. */
export const LESSON_ATTENDED_MINUTES = 10;
/** How long a TURN credential given to a participant lasts. */
export const TURN_CREDENTIAL_SECONDS = 2 * 60 * 60;

export const LESSON_STATES = ['waiting', 'open', 'closed'] as const;
export type LessonState = (typeof LESSON_STATES)[number];
/** Who someone is in a room: the tutor, the learner, or a learner's linked parent looking in. */
export const LESSON_ROLES = ['tutor', 'learner', 'parent'] as const;
export type LessonRole = (typeof LESSON_ROLES)[number];

export const LessonParamsSchema = z.object({ id: IdTextSchema });

/** One entry of RTCConfiguration.iceServers. */
export const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

/** GET /api/lessons/{id}: the room as one of its participants sees it. */
export const LessonRoomSchema = z.object({
  sessionId: z.number().int(),
  opensAt: DateTimeSchema,
  closesAt: DateTimeSchema,
  startsAt: DateTimeSchema,
  state: z.enum(LESSON_STATES),
  role: z.enum(LESSON_ROLES),
  subject: z.string(),
  tutorName: z.string(),
  /** The learner's first name only (what the tutor knows of them). */
  learnerFirstName: z.string(),
  /** How the reader appears to the others in the room. */
  myName: z.string(),
  /** Empty when the room is not open: credentials go out only while they can be used. */
  iceServers: z.array(IceServerSchema),
  /** The demo lesson, open at any hour of the demo. */
  alwaysOpen: z.boolean(),
});
export type LessonRoom = z.infer<typeof LessonRoomSchema>;

/** One person's time in the room, summed over their visits. */
export const LessonAttendeeSchema = z.object({
  role: z.enum(LESSON_ROLES),
  /** The tutor's name, or a family member's first name. */
  name: z.string(),
  firstJoinedAt: DateTimeSchema,
  minutes: z.number().int(),
});
export type LessonAttendee = z.infer<typeof LessonAttendeeSchema>;

/** GET /api/lessons/{id}/attendance: for the tutor, the family and admins, at any time. */
export const LessonAttendanceSchema = z.object({
  sessionId: z.number().int(),
  attendees: z.array(LessonAttendeeSchema),
  /** Both the tutor and a learner were in for LESSON_ATTENDED_MINUTES together. */
  attended: z.boolean(),
});
export type LessonAttendance = z.infer<typeof LessonAttendanceSchema>;

/** The room's chat, kept with the booking under the rules of messages (docs/tutoring.md#messages). */
export const LessonChatSchema = z.object({ messages: z.array(MessageSchema) });
export type LessonChat = z.infer<typeof LessonChatSchema>;
export const SendLessonChatInputSchema = SendMessageInputSchema;

// ---- The live socket ---------------------------------------------------------------------------

/** Limits on what one socket message carries, so a peer cannot flood the others. */
export const LIVE_LIMITS = {
  /** Bytes of one socket message. */
  messageBytes: 64 * 1024,
  sdpChars: 30_000,
  candidateChars: 1_000,
  /** Points of one whiteboard stroke (a long line is sent as several). */
  strokePoints: 400,
  /** Strokes handed to a newcomer at once. */
  boardStrokes: 2_000,
} as const;

/** The whiteboard's pens, drawn the same on every screen. */
export const BOARD_COLOURS = ['#1f2937', '#dc2626', '#2563eb', '#16a34a', '#ca8a04', '#9333ea'] as const;
export const BOARD_WIDTHS = [2, 4, 8, 16] as const;

/** A point on the board, as a fraction of its width and height (screens differ in size). */
const BoardPointSchema = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

export const BoardStrokeSchema = z.object({
  /** Chosen by the drawer (a random id), so a stroke sent twice is drawn once. */
  id: z.string().min(1).max(64),
  colour: z.enum(BOARD_COLOURS),
  width: z.union(BOARD_WIDTHS.map((w) => z.literal(w))),
  /** The eraser draws with the board's background. */
  erase: z.boolean(),
  points: z.array(BoardPointSchema).min(1).max(LIVE_LIMITS.strokePoints),
});
export type BoardStroke = z.infer<typeof BoardStrokeSchema>;

export const BoardOpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stroke'), stroke: BoardStrokeSchema }),
  z.object({ kind: z.literal('clear') }),
]);
export type BoardOp = z.infer<typeof BoardOpSchema>;

/** A peer is one socket: one person in one tab. The server names it. */
export const PeerIdSchema = z.string().min(1).max(64);

export const MediaStateSchema = z.object({
  camera: z.boolean(),
  mic: z.boolean(),
  /** Only the tutor shares a screen. */
  screen: z.boolean(),
});
export type MediaState = z.infer<typeof MediaStateSchema>;

export const PeerSchema = z.object({
  peerId: PeerIdSchema,
  role: z.enum(LESSON_ROLES),
  name: z.string(),
  media: MediaStateSchema,
});
export type Peer = z.infer<typeof PeerSchema>;

/** What WebRTC's perfect negotiation sends to one other peer. */
export const SignalDataSchema = z.union([
  z.object({
    description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(LIVE_LIMITS.sdpChars) }),
  }),
  z.object({
    candidate: z
      .object({
        candidate: z.string().max(LIVE_LIMITS.candidateChars),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type SignalData = z.infer<typeof SignalDataSchema>;

/** What a browser sends over the live socket. */
export const ClientLiveMessageSchema = z.discriminatedUnion('type', [
  /** To one other peer of this room (a peer of another room is refused). */
  z.object({ type: z.literal('signal'), to: PeerIdSchema, data: SignalDataSchema }),
  z.object({ type: z.literal('media'), media: MediaStateSchema }),
  /** To everyone, or (with `to`) the board so far for a newcomer who asked for it. */
  z.object({
    type: z.literal('board'),
    to: PeerIdSchema.optional(),
    ops: z.array(BoardOpSchema).min(1).max(LIVE_LIMITS.boardStrokes),
  }),
  /** A newcomer asks one peer for the board drawn so far. */
  z.object({ type: z.literal('board-wanted'), to: PeerIdSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientLiveMessage = z.infer<typeof ClientLiveMessageSchema>;

/** What the server sends over the live socket. */
export const ServerLiveMessageSchema = z.discriminatedUnion('type', [
  /** First message after the socket is admitted: who I am and who is here already. */
  z.object({
    type: z.literal('welcome'),
    you: PeerSchema,
    peers: z.array(PeerSchema),
    closesAt: DateTimeSchema,
  }),
  z.object({ type: z.literal('joined'), peer: PeerSchema }),
  z.object({ type: z.literal('left'), peerId: PeerIdSchema }),
  z.object({ type: z.literal('signal'), from: PeerIdSchema, data: SignalDataSchema }),
  z.object({ type: z.literal('media'), peerId: PeerIdSchema, media: MediaStateSchema }),
  z.object({ type: z.literal('board'), from: PeerIdSchema, ops: z.array(BoardOpSchema) }),
  z.object({ type: z.literal('board-wanted'), from: PeerIdSchema }),
  /** A chat line, sent by the HTTP call that kept it. */
  z.object({ type: z.literal('chat'), message: MessageSchema }),
  z.object({ type: z.literal('pong') }),
  /** A message refused (malformed, too large, for someone not in this room); the socket stays. */
  z.object({ type: z.literal('refused'), message: z.string() }),
  /** The same person opened the room in another tab; this socket closes next. */
  z.object({ type: z.literal('replaced') }),
  /** The room's time is over; the socket closes next. */
  z.object({ type: z.literal('closed') }),
]);
export type ServerLiveMessage = z.infer<typeof ServerLiveMessageSchema>;

/** WebSocket close codes the room uses (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** Not signed in, not a participant, a foreign Origin, or the room not open. */
  refused: 4403,
  unknownRoom: 4404,
  /** The room holds LESSON_MAX_PEOPLE already. */
  full: 4409,
  /** Another tab of the same person took over. */
  replaced: 4001,
  /** The room closed. */
  closed: 4002,
} as const;

export const LESSON_FULL = `This lesson room holds ${LESSON_MAX_PEOPLE} people at most`;
export const LESSON_NOT_OPEN = 'The lesson room is not open now';
export const NOT_IN_LESSON = 'Only the tutor and the family of this lesson can come in';
