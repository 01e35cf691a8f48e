import { SearchX } from 'lucide-react';
import type { Tutor } from '#contract/tutors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { countOf } from '#web/lib/format.ts';
import type { TutorFilters } from '../api/get-tutors.ts';
import { useTutors } from '../api/get-tutors.ts';
import { TutorCard, TutorCardSkeleton } from './tutor-card.tsx';

export interface TutorGridProps {
  filters: TutorFilters;
  onSchedule: (tutor: Tutor) => void;
  onScheduleIntent?: () => void;
  onClearFilters: () => void;
}

const SKELETON_KEYS = ['one', 'two', 'three', 'four'];

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The tutors matching the filters: skeleton, cards and View More Tutors, or the empty and error states. */
export function TutorGrid({ filters, onSchedule, onScheduleIntent, onClearFilters }: TutorGridProps) {
  const tutors = useTutors(filters);

  if (tutors.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only" role="status">
          Loading tutors
        </span>
        {SKELETON_KEYS.map((key) => (
          <TutorCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  // A failed "View More" keeps the tutors already shown (the data stays; only the next page failed).
  if (!tutors.data) {
    return <ErrorState query={tutors} title="We couldn't load the tutors." />;
  }

  const list = tutors.data.pages.flatMap((page) => page.tutors);
  const total = tutors.data.pages.at(-1)?.total ?? list.length;

  if (list.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No tutors match these filters"
        description="Try another subject, grade or time, or clear the filters to see every tutor."
        action={<Button onClick={onClearFilters}>Clear filters</Button>}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm font-semibold text-muted-foreground" role="status">
        Showing {list.length} of {countOf(total, 'tutor')}
      </p>
      <ul className={GRID}>
        {list.map((tutor, index) => (
          <li key={tutor.id}>
            <TutorCard
              tutor={tutor}
              onSchedule={onSchedule}
              onScheduleIntent={onScheduleIntent}
              eagerImage={index < 4}
            />
          </li>
        ))}
        {tutors.isFetchingNextPage
          ? SKELETON_KEYS.slice(0, Math.max(0, total - list.length)).map((key) => (
              <li key={key} aria-hidden>
                <TutorCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {tutors.isFetchNextPageError ? (
        <p role="alert" className="text-center font-semibold text-destructive">
          We couldn't load more tutors. Please try again.
        </p>
      ) : null}
      {tutors.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => void tutors.fetchNextPage()}
            disabled={tutors.isFetchingNextPage}
          >
            {tutors.isFetchingNextPage ? 'Loading more tutors...' : 'View More Tutors'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
