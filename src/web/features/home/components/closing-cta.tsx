import { Sprout } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { sessionState, useUser } from '#web/lib/session.ts';
import { AccountButton } from './account-button.tsx';

/**
 * The closing call to action: sign up (or, when signed in, go to the dashboard), or learn more.
 * While the session loads (and in the page the server draws for anyone) the sign-up words wait,
 * a placeholder in their place: a signed-in child is never invited to make an account.
 */
export function ClosingCta() {
  const { data: user } = useUser();
  const loading = sessionState(user) === 'loading';
  const t = useT();
  const guestInvite = t('home.ctaGuest');
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="grid gap-6 rounded-[2rem] bg-primary px-6 py-10 text-center text-primary-foreground sm:px-10 sm:py-14">
        <Sprout aria-hidden className="mx-auto size-12 text-sun" />
        <h2 id="cta-heading" className="text-3xl sm:text-4xl">
          {/* "Welcome", not "welcome back": the home page is also where a new account first lands. */}
          {user ? t('home.ctaWelcome', { name: user.name || user.username }) : t('home.ctaTitle')}
        </h2>
        {loading ? (
          <Skeleton className="mx-auto max-w-2xl bg-primary-hover text-lg">{guestInvite}</Skeleton>
        ) : (
          <p className="mx-auto max-w-2xl text-lg text-primary-foreground-soft">
            {user ? t('home.ctaUser') : guestInvite}
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
            <Link href="/learn-more">{t('home.learnMore')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
