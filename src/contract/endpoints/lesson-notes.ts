import { z } from 'zod';
import { IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import { LessonNoteInputSchema, LessonNoteSchema, SessionNotePageSchema } from '#contract/lesson-notes.ts';

const tags = ['lesson-notes'];

export const lessonNotesEndpoints = {
  sessionNote: endpoint({
    method: 'GET',
    path: '/api/teach/sessions/:id/note',
    tags,
    summary: "One of the tutor's own sessions with its note, if one was written (the tutor only)",
    params: IdParamsSchema,
    response: { 200: SessionNotePageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  saveSessionNote: endpoint({
    method: 'PUT',
    path: '/api/teach/sessions/:id/note',
    tags,
    summary:
      "Write or replace the note after a completed lesson, with up to 3 practice items (the session's tutor only)",
    params: IdParamsSchema,
    body: LessonNoteInputSchema,
    response: { 200: LessonNoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  myNotes: endpoint({
    method: 'GET',
    path: '/api/lesson-notes',
    tags,
    summary: "The signed-in learner's latest notes from their tutors, with what is done",
    response: { 200: z.array(LessonNoteSchema), ...errorResponses(401) },
  }),
  childNotes: endpoint({
    method: 'GET',
    path: '/api/parent/children/:childId/lesson-notes',
    tags,
    summary: "A linked child's latest notes from their tutors, with what is done",
    params: ChildIdParamsSchema,
    response: { 200: z.array(LessonNoteSchema), ...errorResponses(400, 401, 403) },
  }),
};
