import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * A placeholder block. A span (displayed as a block) so it may stand anywhere, inside a
 * paragraph too: a div there is invalid HTML, which breaks hydrating a prerendered page.
 * Its children, when given, are what it stands for, laid out but never shown: the placeholder
 * then takes their size at every width, so nothing moves when they arrive.
 */
export function Skeleton({ className, children, ...props }: ComponentProps<'span'>) {
  return (
    <span aria-hidden className={cn('block animate-pulse rounded-xl bg-muted', className)} {...props}>
      {children && <span className="invisible">{children}</span>}
    </span>
  );
}
