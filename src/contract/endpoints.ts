// The table of every call of the API: each feature's entries (src/contract/endpoints/*.ts)
// gathered in one place, and the same table by "METHOD /path" for the web client, which names a
// call that way and imports this module for its types only (so no schema reaches a page's
// JavaScript through it). src/server/endpoint-table.test.ts checks that the server registers
// exactly these calls. See docs/decisions/0027-one-endpoint-table.md.
import type { Endpoint, RouteName } from './endpoint.ts';
import { accountControlEndpoints } from './endpoints/account-control.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import { adminEndpoints, adminKindEndpoints, adminReviewEndpoints } from './endpoints/admin.ts';
import { articlesEndpoints } from './endpoints/articles.ts';
import { bookingsEndpoints } from './endpoints/bookings.ts';
import { consentEndpoints } from './endpoints/consent.ts';
import { contactEndpoints } from './endpoints/contact.ts';
import { familyEndpoints } from './endpoints/family.ts';
import { gamesEndpoints } from './endpoints/games.ts';
import { lessonNotesEndpoints } from './endpoints/lesson-notes.ts';
import { messagesEndpoints } from './endpoints/messages.ts';
import { parentControlsEndpoints } from './endpoints/parent-controls.ts';
import { reviewsEndpoints } from './endpoints/reviews.ts';
import { storeEndpoints } from './endpoints/store.ts';
import { studyEndpoints } from './endpoints/study.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { teachEndpoints } from './endpoints/teach.ts';
import { teachHoursEndpoints } from './endpoints/teach-hours.ts';
import { testimonialsEndpoints } from './endpoints/testimonials.ts';
import { tutorAccountsEndpoints } from './endpoints/tutor-accounts.ts';
import { tutorsEndpoints } from './endpoints/tutors.ts';

const groups = [
  systemEndpoints,
  accountsEndpoints,
  accountControlEndpoints,
  gamesEndpoints,
  storeEndpoints,
  tutorsEndpoints,
  reviewsEndpoints,
  bookingsEndpoints,
  articlesEndpoints,
  testimonialsEndpoints,
  contactEndpoints,
  studyEndpoints,
  familyEndpoints,
  parentControlsEndpoints,
  lessonNotesEndpoints,
  consentEndpoints,
  teachHoursEndpoints,
  tutorAccountsEndpoints,
  teachEndpoints,
  messagesEndpoints,
  adminEndpoints,
  ...Object.values(adminKindEndpoints),
  ...Object.values(adminReviewEndpoints),
] as const;

type ValuesOf<G> = G extends unknown ? G[keyof G] : never;
/** Every entry of the table, as one union. */
export type AnyEndpoint = ValuesOf<(typeof groups)[number]>;

/** Every entry by its "METHOD /path". */
export type Endpoints = { [E in AnyEndpoint as RouteName<E>]: E };
export type CallName = keyof Endpoints;

/** Every entry of the table, for the server's check and the component tests' fake network. */
export const allEndpoints: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));
