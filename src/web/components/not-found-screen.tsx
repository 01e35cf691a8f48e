// The one design of every "not found" page (docs/rules.md#promises-kept): the page that is no page, and a
// tutor, an article or a game that an address names but that does not exist. Each keeps the
// spec's own words; the layout, the colours and the way back are the same everywhere.

import { ArrowLeft, Compass, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

export interface NotFoundScreenProps {
  title: string;
  description: string;
  /** Where the way back leads, and what its button says. */
  back: { href: string; label: string };
  icon?: LucideIcon;
}

/** What the address named is not here: say so, and offer the way back. */
export function NotFoundScreen({ title, description, back, icon: Icon = Compass }: NotFoundScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
      <span className="rounded-full bg-sky p-5 text-sky-strong">
        <Icon aria-hidden className="size-10" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{description}</p>
      <Button asChild>
        <Link href={back.href}>
          <ArrowLeft aria-hidden /> {back.label}
        </Link>
      </Button>
    </div>
  );
}
