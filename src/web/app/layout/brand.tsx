import { Link } from 'wouter';

export function SproutMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <circle cx="32" cy="32" r="32" className="fill-primary" />
      <path d="M32 50V30" className="stroke-background" strokeWidth="5" strokeLinecap="round" />
      <path d="M32 32c0-9-7-15-17-15 0 10 7 15 17 15z" className="fill-primary-soft" />
      <path d="M32 28c0-9 6-14 16-14 0 9-6 14-16 14z" className="fill-sun" />
    </svg>
  );
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-full text-2xl font-black text-primary"
    >
      <SproutMark className="size-9" />
      <span>Sprout</span>
    </Link>
  );
}
