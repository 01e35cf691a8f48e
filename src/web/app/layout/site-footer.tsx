import { Link } from 'wouter';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';
import { Brand } from './brand.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const COLUMNS: { title: MessageKey; links: { href: string; label: MessageKey }[] }[] = [
  {
    title: 'footer.explore',
    links: [
      { href: '/book-session', label: 'footer.findTutor' },
      { href: '/articles', label: 'footer.knowledgeCenter' },
      { href: '/games', label: 'footer.learningGames' },
      { href: '/merchandise', label: 'footer.rewardStore' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { href: '/learn-more', label: 'footer.howSproutWorks' },
      { href: '/contact', label: 'footer.contactUs' },
      { href: '/how-points-work', label: 'footer.howPointsWork' },
      { href: '/privacy', label: 'footer.privacy' },
      { href: '/terms', label: 'footer.terms' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { href: '/auth?tab=register', label: 'footer.createAccount' },
      { href: '/user-panel', label: 'footer.dashboard' },
      { href: '/contact', label: 'footer.help' },
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  const { data: user } = useUser();
  return (
    <footer className="drawn-near-screen mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <Brand />
          <p className="max-w-xs text-muted-foreground">{t('footer.tagline')}</p>
          <LanguageSwitcher user={user} className="-ms-3" />
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-base font-extrabold">{t(column.title)}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="text-muted-foreground hover:text-primary hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t py-5 text-center text-sm text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
