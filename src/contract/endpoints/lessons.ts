import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  LessonAttendanceSchema,
  LessonChatSchema,
  LessonParamsSchema,
  LessonRoomSchema,
  SendLessonChatInputSchema,
} from '#contract/lessons.ts';
import { MessageSchema } from '#contract/messages.ts';

const tags = ['lessons'];

export const lessonsEndpoints = {
  room: endpoint({
    method: 'GET',
    path: '/api/lessons/:id',
    tags,
    summary:
      "A booking's lesson room: when it opens and closes, the reader's role and (while open) the ICE servers (the tutor, the booker and a child's linked parents)",
    params: LessonParamsSchema,
    response: { 200: LessonRoomSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  attendance: endpoint({
    method: 'GET',
    path: '/api/lessons/:id/attendance',
    tags,
    summary: 'Who came to the lesson and for how many minutes (the tutor, the family and admins)',
    params: LessonParamsSchema,
    response: { 200: LessonAttendanceSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  chat: endpoint({
    method: 'GET',
    path: '/api/lessons/:id/chat',
    tags,
    summary: "The lesson room's chat, oldest first (the room's participants)",
    params: LessonParamsSchema,
    response: { 200: LessonChatSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  sendChat: endpoint({
    method: 'POST',
    path: '/api/lessons/:id/chat',
    tags,
    summary:
      "Say something in the lesson room's chat while it is open (the rules of messages: 1-1000 characters, 30 an hour, no contact details in a child's lesson)",
    params: LessonParamsSchema,
    body: SendLessonChatInputSchema,
    response: { 201: MessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  }),
};
