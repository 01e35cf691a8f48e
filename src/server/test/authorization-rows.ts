// Every feature's authorization rows in one list: the authorization table runs them, and the
// hostile walk takes their requests as valid calls to make hostile one field at a time.
import { lessonNotesAuthzRows } from '../cross-feature/lesson-notes/test/lesson-notes.authz';
import { accountsAuthzRows } from '../features/accounts/test/accounts.authz';
import { adminAuthzRows } from '../features/admin/test/admin.authz';
import { articlesAuthzRows } from '../features/articles/test/articles.authz';
import { consentAuthzRows } from '../features/consent/test/consent.authz';
import { contactAuthzRows } from '../features/contact/test/contact.authz';
import { familyAuthzRows } from '../features/family/test/family.authz';
import { parentControlsAuthzRows } from '../features/family/test/parent-controls.authz';
import { gamesAuthzRows } from '../features/games/test/games.authz';
import { messagesAuthzRows } from '../features/messages/test/messages.authz';
import { reviewsAuthzRows } from '../features/reviews/test/reviews.authz';
import { storeAuthzRows } from '../features/store/test/store.authz';
import { studyAuthzRows } from '../features/study/test/study.authz';
import { testimonialsAuthzRows } from '../features/testimonials/test/testimonials.authz';
import { tutorAccountsAuthzRows } from '../features/tutor-accounts/test/tutor-accounts.authz';
import { teachAuthzRows } from '../features/tutors/test/teach.authz';
import { tutorsAuthzRows } from '../features/tutors/test/tutors.authz';
import type { AuthzRow } from './authorization';

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
  ...adminAuthzRows,
  ...tutorAccountsAuthzRows,
  ...teachAuthzRows,
  ...lessonNotesAuthzRows,
];
