// The admin's lists of things that move through statuses (Orders, Bookings): a heading, a Status
// filter asked of the server, the dashboard's search applied here, and the loading, error,
// no-match and empty states, around rows each panel draws itself.

import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/input.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

const ALL = 'all';

export interface StatusFilteredListProps<Item extends { id: number }, Status extends string> {
  /** The section's heading and the list's name ("Orders"). */
  title: string;
  /** What is listed, in lower case and plural ("orders"), for the states. */
  noun: string;
  emptyIcon: LucideIcon;
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
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
  title,
  noun,
  emptyIcon,
  statuses,
  statusLabels,
  status,
  onStatusChange,
  query,
  search,
  searchText,
  renderItem,
}: StatusFilteredListProps<Item, Status>) {
  const headingId = `manage-${noun}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold">
          {title}
        </h2>
        <FormField label="Status" className="w-full sm:w-56">
          <NativeSelect
            value={status ?? ALL}
            onChange={(event) => onStatusChange(statuses.find((s) => s === event.target.value))}
          >
            <option value={ALL}>All statuses</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <ListBody
        title={title}
        noun={noun}
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
  'title' | 'noun' | 'emptyIcon' | 'query' | 'search' | 'searchText' | 'renderItem'
>;

function ListBody<Item extends { id: number }>({
  title,
  noun,
  emptyIcon,
  query,
  search,
  searchText,
  renderItem,
}: ListBodyProps<Item>) {
  if (!query.data) {
    return query.isError ? (
      <ErrorState query={query} title={`We could not load the ${noun}`} />
    ) : (
      <Spinner label={`Loading ${noun}`} className="mx-auto my-10" />
    );
  }
  const term = search.trim().toLowerCase();
  const shown = query.data.filter((item) => searchText(item).toLowerCase().includes(term));
  if (shown.length === 0) {
    return term ? (
      <EmptyState icon={SearchX} title={`No ${noun} match your search`} />
    ) : (
      <EmptyState icon={emptyIcon} title={`No ${noun} available`} />
    );
  }
  return (
    <ul className="grid gap-3" aria-label={title}>
      {shown.map(renderItem)}
    </ul>
  );
}
