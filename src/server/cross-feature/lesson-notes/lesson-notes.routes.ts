// The notes tutors write after a lesson: the tutor's own session's note, the learner's notes and
// a linked parent's view of a child's (docs/tutoring.md#notes-and-practice-after-a-lesson).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonNotesEndpoints } from '#contract/endpoints/lesson-notes.ts';
import { teachEndpoints } from '#contract/endpoints/teach.ts';
import { requireParentOf } from '#server/features/family/family.guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireTutor, requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as lessonNotes from './lesson-notes.service.ts';

function tutorIdOf(request: Parameters<typeof signedInUser>[0]): number {
  const { tutorId } = signedInUser(request);
  if (tutorId === null) throw AppError.forbidden('Only tutors can do that');
  return tutorId;
}

export const lessonNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // /teach's list is composed here, where the notes are read: the tutors feature lists the
  // sessions and this module adds each completed lesson's note (docs/tutoring.md).
  route(app, teachEndpoints.sessions, { onRequest: requireTutor }, async (request) =>
    lessonNotes.teachSessionsWithNotes(ctx, tutorIdOf(request), request.query),
  );

  route(app, lessonNotesEndpoints.sessionNote, { onRequest: requireTutor }, async (request) =>
    lessonNotes.sessionNotePage(ctx, tutorIdOf(request), request.params.id),
  );

  route(app, lessonNotesEndpoints.saveSessionNote, { onRequest: requireTutor }, async (request) =>
    lessonNotes.saveSessionNote(ctx, tutorIdOf(request), request.params.id, request.body),
  );

  route(app, lessonNotesEndpoints.myNotes, { onRequest: requireUser }, async (request) =>
    lessonNotes.notesOfLearner(ctx, signedInUser(request).id),
  );

  route(app, lessonNotesEndpoints.childNotes, { onRequest: requireParentOf }, async (request) =>
    lessonNotes.notesOfLearner(ctx, request.params.childId),
  );
};
