import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import {
  dismissToast,
  TOAST_DURATION_MS,
  type ToastItem,
  type ToastVariant,
  useToasts,
} from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-primary/30 bg-primary-soft text-foreground',
  destructive: 'border-destructive/30 bg-destructive-soft text-foreground',
};

const variantIcons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CheckCircle2,
  destructive: CircleAlert,
};

/**
 * Closes a toast when its time is up. The time starts again when its words are replaced in place
 * (Radix's own timer starts only when a toast opens), and waits while Radix says the toasts are
 * paused (pointer or focus on them, or the window in the background), then runs whole again.
 */
function useCloseWhenTimeIsUp(t: ToastItem) {
  const [paused, setPaused] = useState(false);
  const ms = t.duration ?? TOAST_DURATION_MS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words (t.shown) start the time again
  useEffect(() => {
    if (!t.open || paused) return;
    const timer = window.setTimeout(() => dismissToast(t.id), ms);
    return () => window.clearTimeout(timer);
  }, [t.id, t.open, t.shown, ms, paused]);
  return { onPause: () => setPaused(true), onResume: () => setPaused(false) };
}

function ToastView({ t }: { t: ToastItem }) {
  const variant = t.variant ?? 'default';
  const Icon = variantIcons[variant];
  const timing = useCloseWhenTimeIsUp(t);
  const say = useT();
  return (
    <Toast.Root
      open={t.open}
      duration={Infinity}
      {...timing}
      onOpenChange={(open) => {
        if (!open) dismissToast(t.id);
      }}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-[var(--shadow-lift)]',
        'data-[state=open]:animate-[var(--animate-pop)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        variantStyles[variant],
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-5 shrink-0',
          variant === 'destructive'
            ? 'text-destructive'
            : variant === 'success'
              ? 'text-primary'
              : 'text-sky-strong',
        )}
      />
      <div className="grid gap-0.5">
        <Toast.Title className="font-extrabold">{t.title}</Toast.Title>
        {t.description ? (
          <Toast.Description className="text-sm text-muted-foreground">{t.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label={say('common.close')}
        className="absolute top-3 end-3 rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </Toast.Close>
    </Toast.Root>
  );
}

/** The toast area of the shell; its viewport is at most 420px wide (docs/product.md#constants-and-limits). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <ToastView key={t.id} t={t} />
      ))}
      {/* At the top on a phone, where the answer field and its button sit low on the screen (docs/rules.md#play). */}
      <Toast.Viewport className="fixed top-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
