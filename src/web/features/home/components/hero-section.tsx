import { ArrowRight, CalendarPlus, Gamepad2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
// The hero picture comes inlined with this chunk (a small SVG), so the first screen's largest
// element paints with the page instead of after one more request (docs/benchmarks.md#page-load).
import heroSvg from '/images/hero.svg?raw';

const heroImage = `data:image/svg+xml,${encodeURIComponent(heroSvg)}`;

/**
 * Two ways in. A signed-in student (a child, most often, who lands here after logging in) is
 * sent to play and to their own dashboard, not to book a tutor; everyone else, and the page as
 * the server draws it for anyone, gets Book a Session and Explore Now.
 */
function HeroButtons() {
  const { data: user } = useUser();
  const t = useT();
  const student = user?.userType === 'student';
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg" className="px-5 sm:px-7">
        {student ? (
          <Link href="/games">
            <Gamepad2 aria-hidden /> {t('home.playGame')}
          </Link>
        ) : (
          <Link href="/book-session">
            <CalendarPlus aria-hidden /> {t('home.bookSession')}
          </Link>
        )}
      </Button>
      <Button asChild size="lg" variant="outline" className="px-5 sm:px-7">
        {student ? (
          <Link href="/user-panel">
            {t('home.myDashboard')} <ArrowRight aria-hidden />
          </Link>
        ) : (
          <Link href="/games">
            {t('home.exploreNow')} <ArrowRight aria-hidden />
          </Link>
        )}
      </Button>
    </div>
  );
}

/** The first screen: the promise, two ways in, and the hero picture (loaded at once, its size reserved). */
export function HeroSection() {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="bg-primary-soft/50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16 lg:gap-12">
        <div className="grid gap-5">
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">{t('home.eyebrow')}</p>
          <h1 id="hero-heading" className="text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">
            {t('home.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">{t('home.lead')}</p>
          <HeroButtons />
        </div>
        <img
          src={heroImage}
          alt={t('home.heroAlt')}
          width={960}
          height={720}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="mx-auto aspect-[4/3] h-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  );
}
