// The authorization table (docs/testing.md): every /api call × guest, student, parent, admin,
// and another user's resource, with the status each must get. Each feature writes its rows in
// <feature>.authz.ts; authorization.test.ts runs them all and fails when a call has no row.
import type { User } from '#contract/accounts.ts';
import type { TestApp } from './test-app';

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
