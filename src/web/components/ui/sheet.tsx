import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useReturnFocus } from './use-return-focus.ts';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

export interface SheetContentProps extends ComponentProps<typeof SheetPrimitive.Content> {
  side?: 'left' | 'right';
}

/** A panel that slides in from a side: the navigation drawer and the cart. */
export function SheetContent({
  side = 'right',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const t = useT();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[var(--animate-fade-in)]" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(24rem,88vw)] flex-col gap-4 overflow-y-auto bg-card p-6 shadow-[var(--shadow-lift)] transition-transform duration-200',
          side === 'right' ? 'end-0 rounded-s-3xl' : 'start-0 rounded-e-3xl',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <SheetPrimitive.Close
          aria-label={t('common.close')}
          className="absolute top-5 end-5 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
