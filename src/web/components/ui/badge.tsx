import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        // primary-hover: the primary green is 4.4:1 on the soft green, short of AA for small text.
        default: 'bg-primary-soft text-primary-hover',
        sun: 'bg-sun-soft text-sun-foreground',
        sky: 'bg-sky text-sky-foreground',
        coral: 'bg-coral text-coral-foreground',
        outline: 'border border-input text-muted-foreground',
        muted: 'bg-muted text-muted-foreground',
        destructive: 'bg-destructive-soft text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
