// Every feature's authorization rows in one list: the authorization table runs them, and the
// hostile walk takes their requests as valid calls to make hostile one field at a time.
import { lessonNotesAuthzRows } from '#server/cross-feature/lesson-notes/test/lesson-notes.authz.ts';
import { accountsAuthzRows } from '#server/features/accounts/test/accounts.authz.ts';
import { adminAuthzRows } from '#server/features/admin/test/admin.authz.ts';
import { articlesAuthzRows } from '#server/features/articles/test/articles.authz.ts';
import { consentAuthzRows } from '#server/features/consent/test/consent.authz.ts';
import { contactAuthzRows } from '#server/features/contact/test/contact.authz.ts';
import { familyAuthzRows } from '#server/features/family/test/family.authz.ts';
import { parentControlsAuthzRows } from '#server/features/family/test/parent-controls.authz.ts';
import { gamesAuthzRows } from '#server/features/games/test/games.authz.ts';
import { lessonsAuthzRows } from '#server/features/lessons/test/lessons.authz.ts';
import { messagesAuthzRows } from '#server/features/messages/test/messages.authz.ts';
import { reviewsAuthzRows } from '#server/features/reviews/test/reviews.authz.ts';
import { storeAuthzRows } from '#server/features/store/test/store.authz.ts';
import { studyAuthzRows } from '#server/features/study/test/study.authz.ts';
import { testimonialsAuthzRows } from '#server/features/testimonials/test/testimonials.authz.ts';
import { tutorAccountsAuthzRows } from '#server/features/tutor-accounts/test/tutor-accounts.authz.ts';
import { teachAuthzRows } from '#server/features/tutors/test/teach.authz.ts';
import { tutorsAuthzRows } from '#server/features/tutors/test/tutors.authz.ts';
import type { AuthzRow } from './authorization.ts';

/** One row per /api call (authorization.test.ts fails when a call has none). */
export const AUTHZ_ROWS: AuthzRow[] = [
  ...accountsAuthzRows,
  ...gamesAuthzRows,
  ...storeAuthzRows,
  ...tutorsAuthzRows,
  ...reviewsAuthzRows,
  ...articlesAuthzRows,
  ...testimonialsAuthzRows,
  ...contactAuthzRows,
  ...studyAuthzRows,
  ...familyAuthzRows,
  ...parentControlsAuthzRows,
  ...consentAuthzRows,
  ...messagesAuthzRows,
  ...lessonsAuthzRows,
  ...adminAuthzRows,
  ...tutorAccountsAuthzRows,
  ...teachAuthzRows,
  ...lessonNotesAuthzRows,
];
