import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

// A field shows the ring whenever it has the focus: a date field's own calendar button takes
// the focus inside it, and only :focus-within still matches the field then.
export const fieldClasses =
  'w-full rounded-xl border-2 border-input bg-card px-3.5 text-base text-foreground placeholder:text-muted-foreground/80 transition-colors focus-within:border-primary focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring aria-invalid:border-destructive disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 appearance-auto pe-8', className)} {...props} />;
}
