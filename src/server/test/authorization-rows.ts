// Every feature's authorization rows in one list: the authorization table runs them, and the
// hostile walk takes their requests as valid calls to make hostile one field at a time.
import { accountsAuthzRows } from '../features/accounts/accounts.authz';
import { adminAuthzRows } from '../features/admin/admin.authz';
import { articlesAuthzRows } from '../features/articles/articles.authz';
import { consentAuthzRows } from '../features/consent/consent.authz';
import { contactAuthzRows } from '../features/contact/contact.authz';
import { familyAuthzRows } from '../features/family/family.authz';
import { parentControlsAuthzRows } from '../features/family/parent-controls.authz';
import { gamesAuthzRows } from '../features/games/games.authz';
import { reviewsAuthzRows } from '../features/reviews/reviews.authz';
import { storeAuthzRows } from '../features/store/store.authz';
import { studyAuthzRows } from '../features/study/study.authz';
import { testimonialsAuthzRows } from '../features/testimonials/testimonials.authz';
import { tutorsAuthzRows } from '../features/tutors/tutors.authz';
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
  ...adminAuthzRows,
];
