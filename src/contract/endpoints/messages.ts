import { z } from 'zod';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  ConversationMessagesSchema,
  ConversationParamsSchema,
  ConversationQuerySchema,
  ConversationSchema,
  MessageParamsSchema,
  MessageReportParamsSchema,
  MessageReportReceiptSchema,
  MessageReportSchema,
  MessageReportsQuerySchema,
  MessageSchema,
  ReportMessageInputSchema,
  SendMessageInputSchema,
  StartConversationInputSchema,
} from '#contract/messages.ts';

const tags = ['messages'];

export const messagesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/messages',
    tags,
    summary: "The signed-in user's conversations, newest first, with the last message and unread count",
    response: { 200: z.array(ConversationSchema), ...errorResponses(401, 403) },
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/messages',
    tags,
    summary:
      'Open the conversation of a tutor and a learner who have a booking (200 when it exists, 201 when new)',
    body: StartConversationInputSchema,
    response: { 200: ConversationSchema, 201: ConversationSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/messages/:conversationId',
    tags,
    summary: 'A conversation and its newest messages, oldest first (marks them read for the reader)',
    params: ConversationParamsSchema,
    querystring: ConversationQuerySchema,
    response: { 200: ConversationMessagesSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/messages/:conversationId',
    tags,
    summary: 'Send a message (1-1000 characters; 30 an hour; no contact details in a child’s conversation)',
    params: ConversationParamsSchema,
    body: SendMessageInputSchema,
    response: { 201: MessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/messages/:messageId/report',
    tags,
    summary:
      'Report a message of a conversation one is in, to the admins (one report per person and message)',
    params: MessageParamsSchema,
    body: ReportMessageInputSchema,
    response: { 201: MessageReportReceiptSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  adminReports: endpoint({
    method: 'GET',
    path: '/api/admin/message-reports',
    tags: ['admin'],
    summary: 'Reported messages with the conversation around them (open by default)',
    querystring: MessageReportsQuerySchema,
    response: { 200: z.array(MessageReportSchema), ...errorResponses(400, 401, 403) },
  }),
  adminHandle: endpoint({
    method: 'POST',
    path: '/api/admin/message-reports/:id/handled',
    tags: ['admin'],
    summary: 'Mark a reported message handled',
    params: MessageReportParamsSchema,
    body: EmptyBodySchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
