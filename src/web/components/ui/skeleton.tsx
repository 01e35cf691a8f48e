import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * A placeholder block. A span (displayed as a block) so it may stand anywhere, inside a
 * paragraph too: a div there is invalid HTML, which breaks hydrating a prerendered page.
 */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-hidden className={cn('block animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
