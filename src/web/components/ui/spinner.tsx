import { LoaderCircle } from 'lucide-react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center text-primary', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/**
 * The spinner of a whole screen that is still loading. It stands for the page, so it carries
 * the page's one h1 (for the outline a screen reader lists), hidden from sight.
 */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  const said = label ?? t('common.loading');
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <h1 className="sr-only">{said}</h1>
      <Spinner label={said} />
    </div>
  );
}
