import { Link } from 'wouter';
import { Brand } from './brand';

const COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: 'Explore',
    links: [
      { href: '/book-session', label: 'Find a Tutor' },
      { href: '/articles', label: 'Knowledge Center' },
      { href: '/games', label: 'Learning Games' },
      { href: '/merchandise', label: 'Reward Store' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/learn-more', label: 'How Sprout Works' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/how-points-work', label: 'How Points Work' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/auth?tab=register', label: 'Create an Account' },
      { href: '/user-panel', label: 'Your Dashboard' },
      { href: '/contact', label: 'Help & Questions' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <Brand />
          <p className="max-w-xs text-muted-foreground">
            Learn, grow, and thrive together: tutors, reading and games for curious kids and the grown-ups who
            cheer them on.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-base font-extrabold">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="text-muted-foreground hover:text-primary hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t py-5 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Sprout. Made for curious kids.
      </p>
    </footer>
  );
}
