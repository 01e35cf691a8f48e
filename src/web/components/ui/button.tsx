import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-bold transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-primary-soft text-primary hover:bg-primary-soft-hover',
        outline: 'border-2 border-input bg-card text-foreground hover:border-primary hover:text-primary',
        ghost: 'text-foreground hover:bg-muted',
        sun: 'bg-sun text-sun-foreground hover:bg-sun-hover',
        coral: 'bg-coral-strong text-primary-foreground hover:bg-coral-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
        link: 'rounded-none px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-11 px-5 text-[0.95rem]',
        sm: 'h-9 px-4 text-sm',
        lg: 'h-13 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
