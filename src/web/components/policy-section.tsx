import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

export interface PolicySectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** One headed part of a plain-words page (/privacy, /terms, /how-points-work). */
export function PolicySection({ id, title, children, className }: PolicySectionProps) {
  return (
    <section aria-labelledby={id} className={cn('grid max-w-3xl gap-3 text-lg', className)}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
