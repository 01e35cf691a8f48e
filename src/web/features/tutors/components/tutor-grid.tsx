import { SearchX } from 'lucide-react';
import type { Tutor } from '#contract/tutors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();

  if (tutors.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only" role="status">
          {t('tutors.loading')}
        </span>
        {SKELETON_KEYS.map((key) => (
          <TutorCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  // A failed "View More" keeps the tutors already shown (the data stays; only the next page failed).
  if (!tutors.data) {
    return <ErrorState query={tutors} title={t('tutors.loadError')} />;
  }

  const list = tutors.data.pages.flatMap((page) => page.tutors);
  const total = tutors.data.pages.at(-1)?.total ?? list.length;

  if (list.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('tutors.empty.title')}
        description={t('tutors.empty.text')}
        action={<Button onClick={onClearFilters}>{t('tutors.empty.clear')}</Button>}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm font-semibold text-muted-foreground" role="status">
        {t('tutors.showing', { shown: list.length, total })}
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
          {t('tutors.loadMoreError')}
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
            {tutors.isFetchingNextPage ? t('tutors.loadingMore') : t('tutors.viewMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
