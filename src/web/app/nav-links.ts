import type { MessageKey } from '#contract/i18n/catalog.ts';

export interface NavLink {
  href: string;
  label: MessageKey;
  /** Other paths that show this link as the current page. */
  matches?: string[];
  signedInOnly?: boolean;
  /** Shown only to an account that teaches as a tutor. */
  tutorOnly?: boolean;
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'nav.home' },
  { href: '/book-session', label: 'nav.bookSession', matches: ['/tutors'] },
  { href: '/articles', label: 'nav.articles' },
  { href: '/games', label: 'nav.games' },
  { href: '/merchandise', label: 'nav.merchandise' },
  { href: '/contact', label: 'nav.contact' },
  { href: '/teach', label: 'nav.teach', tutorOnly: true },
  { href: '/user-panel', label: 'nav.userPanel', signedInOnly: true },
];

export function isCurrent(link: NavLink, location: string): boolean {
  if (link.href === '/') return location === '/';
  return [link.href, ...(link.matches ?? [])].some((p) => location === p || location.startsWith(`${p}/`));
}
