// The admin's lists of things that move through statuses (Orders, Bookings): a heading, a Status
// filter asked of the server, the dashboard's search applied here, and the loading, error,
// no-match and empty states, around rows each panel draws itself. Each panel gives the words, in
// the reader's language, and the status's label (src/web/lib/option-labels.ts).

import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useT } from '#web/lib/i18n.tsx';

const ALL = 'all';

/** A list's words, in the reader's language. */
export interface StatusFilteredListWords {
  /** The section's heading and the list's name ("Orders"). */
  title: string;
  loading: string;
  loadError: string;
  /** No row matches the dashboard's search. */
  noMatch: string;
  /** The server has none of that status. */
  empty: string;
}

export interface StatusFilteredListProps<Item extends { id: number }, Status extends string> {
  /** What is listed ("orders"), naming the heading's id. */
  name: string;
  words: StatusFilteredListWords;
  emptyIcon: LucideIcon;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  /** The status shown; undefined for all. */
  status: Status | undefined;
  onStatusChange: (status: Status | undefined) => void;
  /** The list of that status, from the server. */
  query: UseQueryResult<Item[]>;
  /** The admin dashboard's search box. */
  search: string;
  /** The words of a row the search looks in. */
  searchText: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

export function StatusFilteredList<Item extends { id: number }, Status extends string>({
  name,
  words,
  emptyIcon,
  statuses,
  statusLabel,
  status,
  onStatusChange,
  query,
  search,
  searchText,
  renderItem,
}: StatusFilteredListProps<Item, Status>) {
  const t = useT();
  const headingId = `manage-${name}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold">
          {words.title}
        </h2>
        <FormField label={t('admin.list.status')} className="w-full sm:w-56">
          <NativeSelect
            value={status ?? ALL}
            onChange={(event) => onStatusChange(statuses.find((s) => s === event.target.value))}
          >
            <option value={ALL}>{t('admin.list.allStatuses')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <ListBody
        words={words}
        emptyIcon={emptyIcon}
        query={query}
        search={search}
        searchText={searchText}
        renderItem={renderItem}
      />
    </section>
  );
}

type ListBodyProps<Item extends { id: number }> = Pick<
  StatusFilteredListProps<Item, string>,
  'words' | 'emptyIcon' | 'query' | 'search' | 'searchText' | 'renderItem'
>;

function ListBody<Item extends { id: number }>({
  words,
  emptyIcon,
  query,
  search,
  searchText,
  renderItem,
}: ListBodyProps<Item>) {
  if (!query.data) {
    return query.isError ? (
      <ErrorState query={query} title={words.loadError} />
    ) : (
      <Spinner label={words.loading} className="mx-auto my-10" />
    );
  }
  const term = search.trim().toLowerCase();
  const shown = query.data.filter((item) => searchText(item).toLowerCase().includes(term));
  if (shown.length === 0) {
    return term ? (
      <EmptyState icon={SearchX} title={words.noMatch} />
    ) : (
      <EmptyState icon={emptyIcon} title={words.empty} />
    );
  }
  return (
    <ul className="grid gap-3" aria-label={words.title}>
      {shown.map(renderItem)}
    </ul>
  );
}
