// The states every screen that loads data shows, shared so each says the same thing the same way:
// an error that says what to do with a Try again button, and a friendly empty state.

import { CloudOff, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { Button, type ButtonProps } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a retry needs of a query (TanStack Query's result fits). */
export interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

export interface RetryButtonProps {
  query: Retryable;
  size?: ButtonProps['size'];
  className?: string;
}

/** "Try again": loads the query again, and says so while it does. */
export function RetryButton({ query, size, className }: RetryButtonProps) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      <RotateCw aria-hidden /> {query.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
    </Button>
  );
}

export interface ErrorStateProps {
  query: Retryable;
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** One line instead of a card: for a panel inside a card. */
  compact?: boolean;
  className?: string;
}

/** A load that failed: what happened, what to do, and a Try again button. */
export function ErrorState({
  query,
  title,
  description,
  icon = CloudOff,
  compact = false,
  className,
}: ErrorStateProps) {
  const t = useT();
  if (compact) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-3', className)}>
        <p className="text-muted-foreground">{title}</p>
        <RetryButton query={query} size="sm" />
      </div>
    );
  }
  return (
    <EmptyState
      tone="error"
      icon={icon}
      title={title}
      description={description ?? t('common.checkConnection')}
      action={<RetryButton query={query} />}
      className={className}
    />
  );
}

export interface QueryStateProps<T> {
  query: Retryable & { data: T | undefined; isError: boolean };
  /** Shown while the first answer loads: a skeleton shaped like the content. */
  loading: ReactNode;
  error: Omit<ErrorStateProps, 'query'>;
  /** Shown when the answer is empty (`isEmpty` decides). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error with retry, empty or the content: the four states of a screen that loads data. */
export function QueryState<T>({ query, loading, error, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.data === undefined) {
    return query.isError ? <ErrorState query={query} {...error} /> : loading;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
