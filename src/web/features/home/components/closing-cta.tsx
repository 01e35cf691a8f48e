import { Sprout } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';
import { AccountButton } from './account-button';

const GUEST_INVITE =
  'Create a free account to save game progress, earn points and book sessions. Parents can follow along too.';

/**
 * The closing call to action: sign up (or, when signed in, go to the dashboard), or learn more.
 * While the session loads (and in the page the server draws for anyone) the sign-up words wait,
 * a placeholder in their place: a signed-in child is never invited to make an account.
 */
export function ClosingCta() {
  const { data: user } = useUser();
  const loading = sessionState(user) === 'loading';
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="grid gap-6 rounded-[2rem] bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10 sm:py-14">
        <Sprout aria-hidden className="mx-auto size-12 text-sun" />
        <h2 id="cta-heading" className="text-3xl sm:text-4xl">
          {/* "Welcome", not "welcome back": the home page is also where a new account first lands. */}
          {user ? `Welcome, ${user.name || user.username}!` : 'Ready to start growing?'}
        </h2>
        {loading ? (
          <Skeleton className="mx-auto max-w-2xl bg-primary-hover text-lg">{GUEST_INVITE}</Skeleton>
        ) : (
          <p className="mx-auto max-w-2xl text-lg text-primary-foreground-soft">
            {user ? 'Your points, sessions and progress are waiting in your dashboard.' : GUEST_INVITE}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <AccountButton variant="sun" placeholderClassName="bg-primary-hover" />
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:border-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
          >
            <Link href="/learn-more">Learn More</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
