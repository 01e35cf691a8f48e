// Every query key of the web app, and what each kind of write makes stale: one module shared by
// all features, so a write refreshes what it changed wherever it is shown (a purchase in the
// Prize Store refreshes the dashboard's inventory), and no key is typed twice.
//
// Keys are arrays whose first part is the kind of data; invalidating a kind's `all` key refreshes
// every query of that kind, whatever else its key holds.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const queryKeys = {
  user: ['user'],
  appInfo: ['app-info'],
  points: {
    all: ['points'],
    of: (userId: number | undefined) => ['points', userId],
  },
  testimonials: { all: ['testimonials'] },
  articles: {
    all: ['articles'],
    list: <Params>(params: Params) => ['articles', 'list', params] as const,
    featured: ['articles', 'featured'],
    detail: (id: number) => ['articles', 'detail', id],
  },
  tutors: {
    all: ['tutors'],
    lists: ['tutors', 'list'],
    list: <Filters>(filters: Filters) => ['tutors', 'list', filters] as const,
    detail: (id: number) => ['tutors', 'detail', id],
    reviews: (tutorId: number) => ['tutors', 'reviews', tutorId],
    ownReview: (tutorId: number, userId: number | undefined) => [
      'tutors',
      'reviews',
      tutorId,
      'mine',
      userId,
    ],
  },
  reviews: {
    all: ['reviews'],
    /** Whether the signed-in user may review a tutor or an item now, and why not. */
    eligibility: (kind: string, id: number, userId: number | undefined) => [
      'reviews',
      'eligibility',
      kind,
      id,
      userId,
    ],
  },
  sessions: {
    all: ['sessions'],
    ofUser: (userId: number | undefined) => ['sessions', 'user', userId],
    /** A tutor's booked times in a stretch (under sessions: a booking makes them stale). */
    busyOf: (tutorId: number, from: string, to: string) => ['sessions', 'busy', tutorId, from, to],
  },
  games: {
    all: ['games'],
    list: ['games', 'list'],
    detail: (id: number | string) => ['games', 'detail', id],
  },
  scores: {
    all: ['scores'],
    mine: (userId: number | undefined) => ['scores', 'mine', userId],
    top: (gameId: number) => ['scores', 'top', gameId],
  },
  progress: {
    all: ['progress'],
    of: (userId: number | undefined) => ['progress', 'all', userId],
    forGame: (userId: number | undefined, gameId: number) => ['progress', 'game', userId, gameId],
    stats: (userId: number | undefined) => ['progress', 'stats', userId],
  },
  achievements: {
    all: ['achievements'],
    of: (userId: number | undefined) => ['achievements', userId],
  },
  merchandise: {
    all: ['merchandise'],
    list: ['merchandise', 'list'],
    reviews: (merchandiseId: number) => ['merchandise', 'reviews', merchandiseId],
  },
  goal: {
    all: ['goal'],
    of: (userId: number | undefined) => ['goal', userId],
  },
  address: {
    all: ['address'],
    of: (userId: number | undefined) => ['address', userId],
  },
  purchases: {
    all: ['purchases'],
    of: (userId: number | undefined) => ['purchases', userId],
  },
  study: {
    all: ['study'],
    mine: (userId: number | undefined) => ['study', 'mine', userId],
  },
  family: {
    all: ['family'],
    /** The child's side: requests waiting for them, and their linked parents. */
    requests: (userId: number | undefined) => ['family', 'requests', userId],
    parents: (userId: number | undefined) => ['family', 'parents', userId],
    /** The parent's side. */
    children: (userId: number | undefined) => ['family', 'children', userId],
    sentRequests: (userId: number | undefined) => ['family', 'sent-requests', userId],
    activity: (childId: number) => ['family', 'activity', childId],
    daily: (childId: number, days: number, timeZone: string) => ['family', 'daily', childId, days, timeZone],
    prizes: (childId: number) => ['family', 'prizes', childId],
    /** Parents in the loop: a child's settings, the parent's requests to answer, the child's own. */
    settings: (childId: number) => ['family', 'settings', childId],
    approvals: (userId: number | undefined) => ['family', 'approvals', userId],
    myControls: (userId: number | undefined) => ['family', 'my-controls', userId],
    myApprovals: (userId: number | undefined) => ['family', 'my-approvals', userId],
    digest: (userId: number | undefined) => ['family', 'digest', userId],
  },
  lessonNotes: {
    all: ['lesson-notes'],
    /** The learner's own notes from their tutors. */
    mine: (userId: number | undefined) => ['lesson-notes', 'mine', userId],
    /** A linked child's, as the parent reads them. */
    ofChild: (childId: number) => ['lesson-notes', 'child', childId],
    /** One session's note, as its tutor writes it. */
    session: (sessionId: number) => ['lesson-notes', 'session', sessionId],
  },
  consent: {
    all: ['consent'],
    /** What a consent link asks (the /consent page). */
    request: (token: string) => ['consent', 'request', token],
    /** The waiting child's own request. */
    mine: (userId: number | undefined) => ['consent', 'mine', userId],
    /** The children a parent manages. */
    managed: (userId: number | undefined) => ['consent', 'managed', userId],
  },
  /** The signed-in tutor's own things: /teach's sessions and hours (docs/tutoring.md). */
  teach: {
    all: ['teach'],
    sessions: (userId: number | undefined, when: string) => ['teach', 'sessions', userId, when],
    hours: ['teach', 'hours'],
    outsideHours: ['teach', 'outside-hours'],
  },
  /** What a tutor invitation link asks (the /tutor-invite page). */
  tutorInvites: {
    request: (token: string) => ['tutor-invites', 'request', token],
  },
  lessons: {
    all: ['lessons'],
    room: (sessionId: number) => ['lessons', 'room', sessionId],
    attendance: (sessionId: number) => ['lessons', 'attendance', sessionId],
    chat: (sessionId: number) => ['lessons', 'chat', sessionId],
  },
  messages: {
    all: ['messages'],
    /** The reader's conversations, with their unread counts (the header and /messages). */
    lists: ['messages', 'list'],
    list: (userId: number | undefined) => ['messages', 'list', userId],
    conversation: (id: number) => ['messages', 'conversation', id],
  },
  admin: {
    all: ['admin'],
    /** Each tutor profile's account: not invited, invited or linked. */
    tutorAccounts: ['admin', 'tutor-accounts'],
    /** The reported messages, open or handled. */
    messageReports: (status: string) => ['admin', 'message-reports', status],
    allMessageReports: ['admin', 'message-reports'],
    /** One kind's admin list (`q`: the server-side search, when not everything is loaded). */
    items: (kind: string, q: string) => ['admin', 'items', kind, q],
    itemsOf: (kind: string) => ['admin', 'items', kind],
    messages: ['admin', 'messages'],
    /** The Bookings list, of one status or all ('' ). */
    sessions: (status: string) => ['admin', 'sessions', status],
    allSessions: ['admin', 'sessions'],
    /** The Orders list, of one status or all (''). */
    orders: (status: string) => ['admin', 'orders', status],
    allOrders: ['admin', 'orders'],
    allReviews: ['admin', 'reviews'],
    reportedReviews: ['admin', 'reported-reviews'],
    articlePreview: (content: string) => ['admin', 'article-preview', content],
    /** A tutor's hours as the admin edits them. */
    tutorHours: (tutorId: number) => ['admin', 'tutor-hours', tutorId],
    allTutorHours: ['admin', 'tutor-hours'],
    reviews: (kind: string, itemId: number) => ['admin', 'reviews', kind, itemId],
  },
} as const;

/**
 * What each kind of write makes stale, declared once. A write's mutation calls
 * `invalidateAfter(queryClient, 'purchase')`; a new query that a write changes is added here, not
 * to every mutation that might change it.
 */
const STALE_AFTER = {
  /** One item bought with points (the Prize Store). */
  purchase: [
    queryKeys.reviews.all,
    queryKeys.points.all,
    queryKeys.merchandise.all,
    queryKeys.purchases.all,
    queryKeys.achievements.all,
    queryKeys.goal.all,
  ],
  /** The cart checked out: what a purchase changes, and the sessions a cart may hold. */
  checkout: [
    queryKeys.reviews.all,
    queryKeys.points.all,
    queryKeys.merchandise.all,
    queryKeys.purchases.all,
    queryKeys.achievements.all,
    queryKeys.goal.all,
    queryKeys.sessions.all,
  ],
  /** A finished round saved (and the game time it used, for a child with a daily limit). */
  score: [
    queryKeys.points.all,
    queryKeys.scores.all,
    queryKeys.progress.all,
    queryKeys.achievements.all,
    queryKeys.family.all,
    queryKeys.lessonNotes.all,
  ],
  /** A tutor session booked or cancelled. */
  booking: [queryKeys.sessions.all, queryKeys.achievements.all, queryKeys.reviews.all],
  /** A merchandise review written, edited or deleted: the item's rating on every card, and its reviews. */
  merchandiseReview: [queryKeys.merchandise.all, queryKeys.reviews.all],
  /** The savings goal set or cleared. */
  goal: [queryKeys.goal.all],
  /** A tutor review written: the tutor's rating and reviews, everywhere they show. */
  tutorReview: [queryKeys.tutors.all, queryKeys.reviews.all],
  /** An article read (two achievements count reads, and a tutor may have set it to read). */
  articleRead: [queryKeys.achievements.all, queryKeys.lessonNotes.all],
  /** A tutor's note after a lesson written or replaced (the sessions a tutor lists carry it). */
  lessonNote: [queryKeys.lessonNotes.all, queryKeys.sessions.all, queryKeys.teach.all],
  /** A study session started or stopped. */
  studySession: [queryKeys.study.all],
  /** A child's settings saved by a parent. */
  childSettings: [queryKeys.family.all],
  /** A checkout, purchase or booking sent to a grown-up instead of running. */
  approvalRequested: [queryKeys.family.all],
  /** A parent's yes or no: the requests, and what an approval bought or booked. */
  approvalAnswered: [queryKeys.family.all, queryKeys.merchandise.all, queryKeys.sessions.all],
  /** A link asked for, answered or removed: both sides' lists. */
  familyLink: [queryKeys.family.all],
  /** A parent's answer on the consent page: the child's request, the parent's children. */
  consentAnswered: [queryKeys.consent.all, queryKeys.family.all],
  /** The consent e-mail sent again or to a new address. */
  consentMailed: [queryKeys.consent.all],
  /** A child added, or a managed child deleted: the parent's lists. */
  managedChildren: [queryKeys.consent.all, queryKeys.family.all],
  /** The switch to a parent account: the user (their tabs change). */
  switchedToParent: [queryKeys.user, queryKeys.family.all],
  /** An admin's create, edit or delete: that kind's admin list and everywhere the public sees it. */
  adminTutors: [queryKeys.admin.itemsOf('tutors'), queryKeys.tutors.all, queryKeys.sessions.all],
  adminArticles: [queryKeys.admin.itemsOf('articles'), queryKeys.articles.all],
  adminGames: [queryKeys.admin.itemsOf('games'), queryKeys.games.all, queryKeys.progress.all],
  adminTestimonials: [queryKeys.admin.itemsOf('testimonials'), queryKeys.testimonials.all],
  adminMerchandise: [queryKeys.admin.itemsOf('merchandise'), queryKeys.merchandise.all],
  /** What happened at a session recorded by an admin: the Bookings list and the booker's. */
  sessionOutcome: [queryKeys.admin.allSessions, queryKeys.sessions.all, queryKeys.achievements.all],
  /** A tutor's outcome or cancel (a /teach card or a booking outside the hours): their sessions and
   * outside-hours lists (both under teach), the booker's, and the admin's Bookings. */
  teachSession: [queryKeys.teach.all, queryKeys.sessions.all, queryKeys.admin.allSessions],
  /** A tutor invited, their account made or unlinked: the admin's Tutors tab. */
  tutorAccount: [queryKeys.admin.tutorAccounts],
  /** A player's rating of a game: the game's shown rating in the catalog. */
  gameRated: [queryKeys.games.all],
  /** An order's status set by an admin: the Orders list and the buyer's inventory. */
  orderStatus: [queryKeys.admin.allOrders, queryKeys.purchases.all, queryKeys.family.all],
  /** The delivery address kept (a managed child shares the parent's). */
  address: [queryKeys.address.all],
  /** A contact message marked handled. */
  messageHandled: [queryKeys.admin.messages],
  /** A review hidden or shown: the reviews and the rating of a tutor or an item. */
  /** A message sent, a conversation opened or read: the lists and their unread counts. */
  message: [queryKeys.messages.all],
  /** A reported message marked handled. */
  messageReportHandled: [queryKeys.admin.allMessageReports],
  reviewModerated: [
    queryKeys.admin.allReviews,
    queryKeys.admin.reportedReviews,
    queryKeys.admin.itemsOf('tutors'),
    queryKeys.admin.itemsOf('merchandise'),
    queryKeys.tutors.all,
    queryKeys.merchandise.all,
  ],
  /** A tutor's hours saved (by the tutor or an admin): the catalog shows them, and what falls outside. */
  tutorHours: [
    queryKeys.teach.all,
    queryKeys.tutors.all,
    queryKeys.admin.itemsOf('tutors'),
    queryKeys.admin.allTutorHours,
  ],
  /** A booking outside the hours kept: it leaves the list. */
  keptBooking: [queryKeys.teach.outsideHours],
  /** The e-mail verification resent (the user is read again, as the spec says). */
  verificationResent: [queryKeys.user],
} satisfies Record<string, readonly QueryKey[]>;

export type Write = keyof typeof STALE_AFTER;

export function invalidateAfter(queryClient: QueryClient, write: Write): Promise<void> {
  return Promise.all(STALE_AFTER[write].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The kinds of data that stay when the signed-in user changes (login, register, logout). */
export const SURVIVES_SESSION_CHANGE: ReadonlySet<string> = new Set([
  queryKeys.user[0],
  queryKeys.appInfo[0],
]);
