import { ArrowRight, BookOpen, Gamepad2, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

interface Offer {
  title: string;
  text: string;
  href: string;
  action: string;
  icon: LucideIcon;
  tone: string;
}

const OFFERS: Offer[] = [
  {
    title: 'Book a Session',
    text: 'Find a kind, qualified tutor by subject, grade and time, and book a one-on-one or small group session.',
    href: '/book-session',
    action: 'Find a tutor',
    icon: GraduationCap,
    tone: 'bg-primary-soft text-primary',
  },
  {
    title: 'Explore Articles',
    text: 'Short, practical reads for parents on learning at home, growing up and making school go well.',
    href: '/articles',
    action: 'Start reading',
    icon: BookOpen,
    tone: 'bg-sky text-sky-strong',
  },
  {
    title: 'Play to Learn',
    text: 'Math, reading and science games that build skills, earn points and unlock badges along the way.',
    href: '/games',
    action: 'Play a game',
    icon: Gamepad2,
    tone: 'bg-coral text-coral-strong',
  },
];

/** "What We Offer": three cards, each leading to its page. */
export function OfferCards() {
  return (
    <section aria-labelledby="offer-heading" className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6">
      <div className="grid gap-2 text-center">
        <h2 id="offer-heading" className="text-3xl sm:text-4xl">
          What We Offer
        </h2>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Three ways to learn, all in one friendly place.
        </p>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {OFFERS.map((offer) => (
          <li key={offer.title}>
            <Card className="group relative flex h-full flex-col gap-4 p-6 transition-shadow duration-200 focus-within:shadow-[var(--shadow-lift)] hover:shadow-[var(--shadow-lift)] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
              <span className={cn('w-fit rounded-2xl p-3', offer.tone)}>
                <offer.icon aria-hidden className="size-7" />
              </span>
              <h3 className="text-xl font-extrabold">
                <Link
                  href={offer.href}
                  className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:outline-none"
                >
                  {offer.title}
                </Link>
              </h3>
              <p className="text-muted-foreground">{offer.text}</p>
              <p aria-hidden className="mt-auto inline-flex items-center gap-1.5 font-bold text-primary">
                {offer.action}
                <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-1" />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
