import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * A form label. A plain <label> (Radix's adds only the double-click guard below): with it, the
 * search fields of /tutors and /games pulled Radix's code onto their first load.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives htmlFor or wraps the control
    <label
      className={cn('text-sm font-bold text-foreground', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A double click on a label selects no text (as Radix's label).
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
