// The set-up the family tests share: signed-in children linked (accepted) to a signed-in parent.
// It signs in through the test app, so it lives beside it rather than with the database-only
// factories it uses (createFamilyLink, grantPoints).
import type { UserOverrides } from '#server/db/factories.ts';
import { createFamilyLink, grantPoints } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A new child (a student) linked to the parent and accepted, with points when given. */
export async function linkedChild(
  t: TestApp,
  parentId: number,
  { points = 0, ...overrides }: UserOverrides & { points?: number } = {},
) {
  const child = await t.signUp({ userType: 'student', ...overrides });
  await createFamilyLink(t.database.db, { parentId, childId: child.user.id, status: 'accepted' });
  if (points > 0) await grantPoints(t.database.db, child.user.id, points);
  return child;
}

/** A verified parent (unless told) and their linked children, all signed in. */
export async function linkedFamily(t: TestApp, parent: UserOverrides = {}, children: UserOverrides[] = [{}]) {
  const signedIn = await t.signUp({ userType: 'parent', isEmailVerified: true, ...parent });
  const linked = [];
  for (const child of children) linked.push(await linkedChild(t, signedIn.user.id, child));
  return { parent: signedIn, children: linked };
}
