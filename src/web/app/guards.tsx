// The route table's access rules (docs/product.md#screens-and-routes): the server still decides every permission;
// these only send a visitor where the page makes sense for them.

import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { safeNextPath } from '#contract/next-path.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { useUser } from '#web/lib/session.ts';

/** Where a visitor goes to sign in first: made only when they are sent (the query is read then). */
function useAuthRedirectTarget(): () => string {
  const [location] = useLocation();
  const search = usePageSearch();
  return () => {
    const query = search.toString();
    return `/auth?next=${encodeURIComponent(`${location}${query ? `?${query}` : ''}`)}`;
  };
}

/** Login required; a visitor goes to /auth and comes back after signing in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const authTarget = useAuthRedirectTarget();
  const t = useT();
  if (isPending) return <PageSpinner label={t('guards.checking')} />;
  if (!user) return <Redirect to={authTarget()} replace />;
  return children;
}

/** Login and admin required: a visitor goes to /auth, a signed-in non-admin to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const authTarget = useAuthRedirectTarget();
  const t = useT();
  if (isPending) return <PageSpinner label={t('guards.checking')} />;
  if (!user) return <Redirect to={authTarget()} replace />;
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return children;
}

/** Login and a tutor's account required (/teach): a visitor goes to /auth, anyone else to /. */
export function RequireTutor({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const authTarget = useAuthRedirectTarget();
  const t = useT();
  if (isPending) return <PageSpinner label={t('guards.checking')} />;
  if (!user) return <Redirect to={authTarget()} replace />;
  if (user.tutorId === null) return <Redirect to="/" replace />;
  return children;
}

/** /auth: a signed-in user is sent on (to `next` when it is a same-origin path). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const search = usePageSearch();
  const t = useT();
  if (isPending) return <PageSpinner label={t('guards.checking')} />;
  if (user) return <Redirect to={safeNextPath(search.get('next'))} replace />;
  return children;
}
