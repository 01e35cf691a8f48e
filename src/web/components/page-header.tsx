import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  className?: string;
}

/** The heading block at the top of a screen. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="grid gap-2">
        {eyebrow ? (
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {description ? <p className="max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}

/** The page width and padding every screen shares. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)}>{children}</div>
  );
}
