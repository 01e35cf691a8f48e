export interface NavLink {
  href: string;
  label: string;
  /** Other paths that show this link as the current page. */
  matches?: string[];
  signedInOnly?: boolean;
  /** Shown only to an account that teaches as a tutor. */
  tutorOnly?: boolean;
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/book-session', label: 'Book a Session', matches: ['/tutors'] },
  { href: '/articles', label: 'Articles' },
  { href: '/games', label: 'Games' },
  { href: '/merchandise', label: 'Merchandise' },
  { href: '/contact', label: 'Contact' },
  { href: '/teach', label: 'Teach', tutorOnly: true },
  { href: '/user-panel', label: 'User Panel', signedInOnly: true },
];

export function isCurrent(link: NavLink, location: string): boolean {
  if (link.href === '/') return location === '/';
  return [link.href, ...(link.matches ?? [])].some((p) => location === p || location.startsWith(`${p}/`));
}
