// The route table's access rules (spec section 2): the server still decides every permission;
// these only send a visitor where the page makes sense for them.

import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { safeNextPath } from '#contract/next-path.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useUser } from '#web/lib/session.ts';

function useAuthRedirectTarget() {
  const [location] = useLocation();
  const search = useSearch();
  return `/auth?next=${encodeURIComponent(`${location}${search ? `?${search}` : ''}`)}`;
}

/** Login required; a visitor goes to /auth and comes back after signing in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const authTarget = useAuthRedirectTarget();
  if (isPending) return <PageSpinner label="Checking your account" />;
  if (!user) return <Redirect to={authTarget} replace />;
  return children;
}

/** Login and admin required: a visitor goes to /auth, a signed-in non-admin to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const authTarget = useAuthRedirectTarget();
  if (isPending) return <PageSpinner label="Checking your account" />;
  if (!user) return <Redirect to={authTarget} replace />;
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return children;
}

/** /auth: a signed-in user is sent on (to `next` when it is a same-origin path). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  if (isPending) return <PageSpinner label="Checking your account" />;
  if (user) return <Redirect to={next} replace />;
  return children;
}
