import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState, type Retryable } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** docs/product.md#constants-and-limits: recent lists show 3 items. */
export const RECENT_COUNT = 3;

export interface RecentListCardProps<T> {
  title: string;
  /** What the error state says when the list does not load ("We couldn't load your recent game scores."). */
  errorTitle: string;
  query: Retryable & { data: T[] | undefined; isError: boolean };
  /** Which items to show, in order (the first 3 are shown). */
  select?: (items: T[]) => T[];
  empty: ReactNode;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A dashboard card with the first 3 of a list, and its loading, error and empty states. */
export function RecentListCard<T>({
  title,
  errorTitle,
  query,
  select,
  empty,
  itemKey,
  renderItem,
}: RecentListCardProps<T>) {
  const items = query.data ? (select ? select(query.data) : query.data).slice(0, RECENT_COUNT) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items === undefined ? (
          query.isError ? (
            <ErrorState compact query={query} title={errorTitle} />
          ) : (
            <div className="grid gap-2" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          )
        ) : items.length === 0 ? (
          <div className="text-muted-foreground">{empty}</div>
        ) : (
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={itemKey(item)} className="rounded-2xl bg-muted/60 px-4 py-3">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
