// One kind's rows: loaded a page at a time (so 5,000 tutors stay quick), filtered by the search
// on what is loaded, and searched on the server while not everything is loaded.

import { Clock, MessageSquareText, Pencil, SearchX, Trash2 } from 'lucide-react';
import type { AdminKind } from '#contract/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import type { AdminItems } from '../admin-items.ts';
import { ADMIN_VIEWS } from '../admin-views.ts';
import { useAdminItems } from '../api/get-admin-items.ts';
import { useRestingValue } from '../use-resting-value.ts';

const SEARCH_DELAY_MS = 300;

export interface AdminItemListProps<K extends AdminKind> {
  kind: K;
  search: string;
  onEdit: (item: AdminItems[K]) => void;
  onDelete: (item: AdminItems[K]) => void;
  onReviews?: (item: AdminItems[K]) => void;
  /** A tutor's hours (the Tutors tab only). */
  onHours?: (item: AdminItems[K]) => void;
}

export function AdminItemList<K extends AdminKind>({
  kind,
  search,
  onEdit,
  onDelete,
  onReviews,
  onHours,
}: AdminItemListProps<K>) {
  const view = ADMIN_VIEWS[kind];
  const reader = useI18n();
  const { t } = reader;
  const term = search.trim().toLowerCase();
  const all = useAdminItems(kind, '');
  const everythingLoaded = all.data !== undefined && !all.hasNextPage;
  // Not everything is loaded: the server searches everything (after a pause in typing).
  const serverTerm = useRestingValue(term, SEARCH_DELAY_MS);
  const searchServer = term !== '' && !everythingLoaded;
  const found = useAdminItems(kind, serverTerm, searchServer && serverTerm !== '');
  const source = searchServer ? found : all;

  if (!source.data) {
    if (source.isError) return <ErrorState query={source} title={t('admin.list.loadFailed', { kind })} />;
    return <Spinner label={t('admin.list.loading', { kind })} className="mx-auto my-10" />;
  }
  const loaded = source.data.pages.flatMap((page) => page.items);
  const items = term ? loaded.filter((item) => view.searchText(item).toLowerCase().includes(term)) : loaded;
  const total = source.data.pages.at(-1)?.total ?? loaded.length;

  if (items.length === 0) {
    return term ? (
      <EmptyState icon={SearchX} title={t('admin.list.noMatch', { kind })} />
    ) : (
      <EmptyState title={t('admin.list.empty', { kind })} />
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={t('admin.kinds.title', { kind })}>
        {items.map((item) => {
          const row = view.row(item, reader);
          return (
            <li
              key={item.id}
              className={cn(
                'flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center',
                // Dimmed without fading the text below AA contrast: a muted card and a faded picture.
                row.dimmed && 'border-dashed bg-muted [&_img]:opacity-50 [&_img]:grayscale',
              )}
            >
              {row.image ? (
                <img
                  src={row.image}
                  alt={row.title}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-xl bg-muted object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-extrabold">{row.title}</p>
                  {row.badges.map((b) => (
                    <Badge key={b.label} variant={b.tone}>
                      {b.label}
                    </Badge>
                  ))}
                </div>
                {row.subtitle ? (
                  <p className="line-clamp-1 text-sm text-muted-foreground">{row.subtitle}</p>
                ) : null}
                <p className="text-sm text-muted-foreground">{row.details.join(' · ')}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {onReviews ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onReviews(item)}
                    aria-label={t('admin.list.reviewsOf', { name: row.title })}
                  >
                    <MessageSquareText aria-hidden /> {t('admin.list.reviews')}
                  </Button>
                ) : null}
                {onHours ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onHours(item)}
                    aria-label={t('admin.list.hoursOf', { name: row.title })}
                  >
                    <Clock aria-hidden /> {t('admin.list.hours')}
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onEdit(item)}
                  aria-label={t('admin.list.editOf', { name: row.title })}
                >
                  <Pencil aria-hidden /> {t('admin.list.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  onClick={() => onDelete(item)}
                  aria-label={t('admin.list.deleteOf', { name: row.title })}
                >
                  <Trash2 aria-hidden /> {t('admin.list.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {source.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit justify-self-center"
          onClick={() => void source.fetchNextPage()}
          disabled={source.isFetchingNextPage}
        >
          {source.isFetchingNextPage
            ? t('admin.list.loadingMore')
            : t('admin.list.showMore', { shown: loaded.length, total })}
        </Button>
      ) : null}
    </div>
  );
}
