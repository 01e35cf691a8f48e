import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  tone?: 'default' | 'error';
  className?: string;
}

/** One friendly sentence and one action: the empty and error states of every list. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'default',
  className,
}: EmptyStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed px-6 py-10 text-center',
        tone === 'error' ? 'border-destructive/30 bg-destructive-soft/50' : 'border-border bg-card/60',
        className,
      )}
    >
      {Icon ? (
        <span
          className={cn(
            'rounded-full p-3',
            tone === 'error' ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary',
          )}
        >
          <Icon aria-hidden className="size-6" />
        </span>
      ) : null}
      <p className="text-lg font-extrabold">{title}</p>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
