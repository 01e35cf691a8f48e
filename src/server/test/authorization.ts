// The authorization table (docs/testing.md): every /api call × guest, student, parent, admin,
// and another user's resource, with the status each must get. Each feature writes its rows in
// its test folder (features/<feature>/test/<feature>.authz.ts); authorization.test.ts runs them
// all and fails when a call has no row.
import { eq } from 'drizzle-orm';
import type { User } from '#contract/accounts.ts';
import { createUser } from '#server/db/factories.ts';
import { familyLinks, users } from '#server/db/schema/index.ts';
import { createFamilyLink } from './factories.ts';
import { type TestApp, uniqueUsername } from './test-app.ts';

export const ROLES = ['guest', 'student', 'parent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface AuthzUsers {
  student: User;
  parent: User;
  admin: User;
  /** Another student, owner of the resources of the `otherUsersResource` column. */
  other: User;
  /** A parent whose link to `student` was accepted. */
  linkedParent: User;
  /** A parent with no link to anyone (the `parent` role has none either). */
  unlinkedParent: User;
}

/** Who else the table signs in as, beside the roles. */
export type ExtraUser = 'other' | 'linkedParent' | 'unlinkedParent';

/** A new child under 13 of the table's linked parent, signed in, with its link to that parent. */
export interface AuthzChild {
  user: User;
  cookie: string;
  linkId: number;
}

export interface AuthzRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface AuthzContext {
  t: TestApp;
  users: AuthzUsers;
  /** The session cookie of a role ('' for a guest). */
  cookieOf(role: Role | ExtraUser): string;
}

export interface AuthzRow {
  /** "METHOD /api/path" exactly as the route is registered (with :params). */
  call: string;
  /** Builds the request a role makes; called once per role, so creates use fresh data. */
  request(ctx: AuthzContext, role: Role): Promise<AuthzRequest> | AuthzRequest;
  expect: Record<Role, number>;
  /** The call made by the student on a resource of another user, and the status it must get. */
  otherUsersResource?: { request(ctx: AuthzContext): Promise<AuthzRequest> | AuthzRequest; status: number };
  /**
   * A call about a child (`student`): as the linked parent and as an unlinked parent, with the
   * status each must get.
   */
  aboutChild?: {
    request(ctx: AuthzContext): Promise<AuthzRequest> | AuthzRequest;
    linkedParent: number;
    unlinkedParent: number;
  };
  /**
   * The call made by a child under 13 whose consent the table's linked parent gave, as a child who
   * climbed before children could not (a parent's account type and a verified address of its
   * own), so only its age can refuse it: the status it must get, and its request when it is not
   * the student's.
   */
  asChild?: {
    status: number;
    request?(ctx: AuthzContext, child: AuthzChild): Promise<AuthzRequest> | AuthzRequest;
  };
  /** Each role acts as a newly made user of its kind (for calls that change the account). */
  freshUser?: boolean;
  /**
   * A guest's 401 depends on the body (a body may itself sign the guest in, as on the consent
   * page), so the guard cannot run before the body is read: left out of the malformed-body rows.
   */
  guestSignsInWithBody?: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** The method of a row's "METHOD /api/path". */
export function methodOf(call: string): Method {
  const method = METHODS.find((m) => call.startsWith(`${m} `));
  if (!method) throw new Error(`"${call}" does not start with an HTTP method`);
  return method;
}

/** A new verified user of the kind, signed in: parents for the parent kinds, else students. */
export async function makeAuthzUser(
  t: TestApp,
  kind: Role | ExtraUser,
): Promise<{ user: User; cookie: string }> {
  const row = await createUser(t.database.db, {
    username: uniqueUsername(kind),
    isEmailVerified: true,
    userType: kind === 'parent' || kind.endsWith('Parent') ? 'parent' : 'student',
    isAdmin: kind === 'admin',
  });
  const cookie = await t.login(row.username, 'password123');
  const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return { user: me.json<User>(), cookie };
}

/**
 * A child of 8 added by the table's linked parent, then given what a climb before the rule gave
 * it (a parent's account type, a verified address of its own), signed in.
 */
export async function makeAuthzChild(t: TestApp, ctx: AuthzContext): Promise<AuthzChild> {
  const username = uniqueUsername('child');
  const added = await t.inject({
    method: 'POST',
    url: '/api/parent/children',
    headers: { cookie: ctx.cookieOf('linkedParent') },
    payload: {
      name: 'Climbing Kid',
      username,
      password: 'green tractor 7',
      birthYear: t.clock.now().getUTCFullYear() - 8,
    },
  });
  const childId = added.json<User>().id;
  await t.database.db
    .update(users)
    .set({ userType: 'parent', email: `${username}@example.com`, isEmailVerified: true })
    .where(eq(users.id, childId));
  const cookie = await t.login(username, 'green tractor 7');
  const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const [link] = await t.database.db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(eq(familyLinks.childId, childId));
  if (!link) throw new Error('the added child has no link');
  return { user: me.json<User>(), cookie, linkId: link.id };
}

/** The users the table's rows act as, signed in, with the student linked to `linkedParent`. */
export async function createAuthzContext(t: TestApp): Promise<AuthzContext> {
  const made = {
    student: await makeAuthzUser(t, 'student'),
    parent: await makeAuthzUser(t, 'parent'),
    admin: await makeAuthzUser(t, 'admin'),
    other: await makeAuthzUser(t, 'other'),
    linkedParent: await makeAuthzUser(t, 'linkedParent'),
    unlinkedParent: await makeAuthzUser(t, 'unlinkedParent'),
  };
  await createFamilyLink(t.database.db, {
    parentId: made.linkedParent.user.id,
    childId: made.student.user.id,
    status: 'accepted',
  });
  const users: AuthzUsers = {
    student: made.student.user,
    parent: made.parent.user,
    admin: made.admin.user,
    other: made.other.user,
    linkedParent: made.linkedParent.user,
    unlinkedParent: made.unlinkedParent.user,
  };
  return { t, users, cookieOf: (role) => (role === 'guest' ? '' : made[role].cookie) };
}

/**
 * A fixture made once per authorization context. Test files share a worker's modules (no
 * isolation), so a fixture kept in a module variable would carry one file's id into another
 * file's database.
 */
export function oncePerContext<T>(
  make: (ctx: AuthzContext) => Promise<T>,
): (ctx: AuthzContext) => Promise<T> {
  const made = new WeakMap<AuthzContext, Promise<T>>();
  return (ctx) => {
    let value = made.get(ctx);
    if (!value) {
      value = make(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
