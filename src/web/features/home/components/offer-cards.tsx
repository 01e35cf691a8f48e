import { ArrowRight, BookOpen, Gamepad2, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

interface Offer {
  title: MessageKey;
  text: MessageKey;
  href: string;
  action: MessageKey;
  icon: LucideIcon;
  tone: string;
}

const OFFERS: Offer[] = [
  {
    title: 'home.offerBookTitle',
    text: 'home.offerBookText',
    href: '/book-session',
    action: 'home.offerBookAction',
    icon: GraduationCap,
    tone: 'bg-primary-soft text-primary',
  },
  {
    title: 'home.offerArticlesTitle',
    text: 'home.offerArticlesText',
    href: '/articles',
    action: 'home.offerArticlesAction',
    icon: BookOpen,
    tone: 'bg-sky text-sky-strong',
  },
  {
    title: 'home.offerGamesTitle',
    text: 'home.offerGamesText',
    href: '/games',
    action: 'home.offerGamesAction',
    icon: Gamepad2,
    tone: 'bg-coral text-coral-strong',
  },
];

/** "What We Offer": three cards, each leading to its page. */
export function OfferCards() {
  const t = useT();
  return (
    <section aria-labelledby="offer-heading" className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6">
      <div className="grid gap-2 text-center">
        <h2 id="offer-heading" className="text-3xl sm:text-4xl">
          {t('home.offerTitle')}
        </h2>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t('home.offerLead')}</p>
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
                  {t(offer.title)}
                </Link>
              </h3>
              <p className="text-muted-foreground">{t(offer.text)}</p>
              <p aria-hidden className="mt-auto inline-flex items-center gap-1.5 font-bold text-primary">
                {t(offer.action)}
                <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-1" />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
