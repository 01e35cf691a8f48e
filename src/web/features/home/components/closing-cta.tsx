import { ArrowRight, Sprout } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';

/**
 * The closing call to action: sign up (or, when signed in, go to the dashboard), or learn more.
 * While the session loads (and in the page the server draws for anyone) the sign-up words wait:
 * a signed-in child is never invited to make an account.
 */
export function ClosingCta() {
  const { data: user } = useUser();
  const loading = sessionState(user) === 'loading';
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="grid gap-6 rounded-[2rem] bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10 sm:py-14">
        <Sprout aria-hidden className="mx-auto size-12 text-sun" />
        <h2 id="cta-heading" className="text-3xl sm:text-4xl">
          {user ? `Welcome back, ${user.name || user.username}!` : 'Ready to start growing?'}
        </h2>
        {loading ? (
          <Skeleton className="mx-auto h-14 w-full max-w-2xl bg-primary-hover" />
        ) : (
          <p className="mx-auto max-w-2xl text-lg text-primary-foreground-soft">
            {user
              ? 'Your points, sessions and progress are waiting in your dashboard.'
              : 'Create a free account to save game progress, earn points and book sessions. Parents can follow along too.'}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          {loading ? (
            <Skeleton className="h-13 w-48 rounded-full bg-primary-hover" />
          ) : (
            <Button asChild size="lg" variant="sun">
              {user ? (
                <Link href="/user-panel">
                  Go to Your Dashboard <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link href="/auth?tab=register">Sign Up Free</Link>
              )}
            </Button>
          )}
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
