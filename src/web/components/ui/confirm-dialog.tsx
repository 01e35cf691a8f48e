// The one way to ask before an irreversible step (docs/rules.md#families-consent-and-privacy): switching to a parent
// account, removing a family link, deleting an account. It says what cannot be undone; "Cancel"
// has the focus first, so Enter on the opener never confirms by accident.

import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { Button } from './button.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface ConfirmDialogProps {
  /** The button that opens the dialog (rendered as is). */
  trigger: ReactNode;
  title: string;
  /** What happens, and what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  onConfirm: () => void;
  /** While the step runs the dialog stays open and its buttons wait. */
  pending?: boolean;
  /** Fields the step needs (a password), shown above the buttons; Enter in them confirms. */
  children?: ReactNode;
  /** Controlled open state, for a step that closes the dialog only once it succeeded. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending = false,
  children,
  open,
  onOpenChange,
  className,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus({});
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[var(--animate-fade-in)]" />
        <AlertDialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl border bg-card p-6 shadow-[var(--shadow-lift)] data-[state=open]:animate-[var(--animate-pop)]',
            className,
          )}
          {...returnFocus}
        >
          <AlertDialogPrimitive.Title className="text-xl font-extrabold">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
          </AlertDialogPrimitive.Description>
          <form className="grid gap-4" onSubmit={submit}>
            {children}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogPrimitive.Cancel asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  {t('common.cancel')}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
