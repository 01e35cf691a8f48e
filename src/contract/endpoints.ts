// The table of every call of the API: each feature's entries (src/contract/endpoints/*.ts)
// gathered in one place, and the same table by "METHOD /path" for the web client, which names a
// call that way and imports this module for its types only (so no schema reaches a page's
// JavaScript through it). src/server/endpoint-table.test.ts checks that the server registers
// exactly these calls. See docs/decisions/0027-one-endpoint-table.md.

import { accountControlEndpoints } from '#contract/endpoints/account-control.ts';
import { accountsEndpoints } from '#contract/endpoints/accounts.ts';
import { adminEndpoints, adminKindEndpoints, adminReviewEndpoints } from '#contract/endpoints/admin.ts';
import { articlesEndpoints } from '#contract/endpoints/articles.ts';
import { bookingsEndpoints } from '#contract/endpoints/bookings.ts';
import { consentEndpoints } from '#contract/endpoints/consent.ts';
import { contactEndpoints } from '#contract/endpoints/contact.ts';
import { familyEndpoints } from '#contract/endpoints/family.ts';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { lessonNotesEndpoints } from '#contract/endpoints/lesson-notes.ts';
import { lessonsEndpoints } from '#contract/endpoints/lessons.ts';
import { messagesEndpoints } from '#contract/endpoints/messages.ts';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { reviewsEndpoints } from '#contract/endpoints/reviews.ts';
import { storeEndpoints } from '#contract/endpoints/store.ts';
import { studyEndpoints } from '#contract/endpoints/study.ts';
import { systemEndpoints } from '#contract/endpoints/system.ts';
import { teachEndpoints } from '#contract/endpoints/teach.ts';
import { teachHoursEndpoints } from '#contract/endpoints/teach-hours.ts';
import { testimonialsEndpoints } from '#contract/endpoints/testimonials.ts';
import { tutorAccountsEndpoints } from '#contract/endpoints/tutor-accounts.ts';
import { tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import type { Endpoint, RouteName } from './endpoint.ts';

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
  lessonsEndpoints,
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
