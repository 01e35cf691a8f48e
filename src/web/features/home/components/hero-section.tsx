import { ArrowRight, CalendarPlus, Gamepad2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
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
  const student = user?.userType === 'student';
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg" className="px-5 sm:px-7">
        {student ? (
          <Link href="/games">
            <Gamepad2 aria-hidden /> Play a Game
          </Link>
        ) : (
          <Link href="/book-session">
            <CalendarPlus aria-hidden /> Book a Session
          </Link>
        )}
      </Button>
      <Button asChild size="lg" variant="outline" className="px-5 sm:px-7">
        {student ? (
          <Link href="/user-panel">
            My Dashboard <ArrowRight aria-hidden />
          </Link>
        ) : (
          <Link href="/games">
            Explore Now <ArrowRight aria-hidden />
          </Link>
        )}
      </Button>
    </div>
  );
}

/** The first screen: the promise, two ways in, and the hero picture (loaded at once, its size reserved). */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-primary-soft/50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16 lg:gap-12">
        <div className="grid gap-5">
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">
            For curious kids and the grown-ups who cheer them on
          </p>
          <h1 id="hero-heading" className="text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">
            Learn, Grow, and Thrive Together
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">
            Friendly tutors, helpful reading for parents and games that make practice fun. Every step earns
            points towards real rewards.
          </p>
          <HeroButtons />
        </div>
        <img
          src={heroImage}
          alt="Two happy children learning together beside a sprout growing from an open book"
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
