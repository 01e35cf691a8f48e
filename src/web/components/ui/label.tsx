import { cn } from '@web/lib/utils';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-bold text-foreground', className)} {...props} />;
}
