// Tutors: the public list with its filters and one tutor. Their reviews are the reviews
// feature's (one capability for tutors and merchandise).
import type { Tutor, TutorListFilters } from '#contract/tutors.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';

import * as repo from './tutors.repository.ts';

export const TUTOR_NOT_FOUND = 'Tutor not found';

export function toTutor(row: repo.TutorRow): Tutor {
  const { hoursWeekly: _w, hoursTimeOff: _t, hoursSessionTypes: _s, ...tutor } = row;
  return { ...tutor, hours: repo.hoursOfRow(row), rating: Number(row.rating) };
}

export async function listTutors(ctx: AppContext, filters: TutorListFilters): Promise<ListPage<Tutor>> {
  return readList(
    filters,
    {
      rows: (page) => repo.listTutors(ctx.db, filters, page),
      count: () => repo.countTutors(ctx.db, filters),
    },
    toTutor,
  );
}

export async function getTutor(ctx: AppContext, id: number): Promise<Tutor> {
  const row = await repo.findActiveTutor(ctx.db, id);
  if (!row) throw AppError.notFound(TUTOR_NOT_FOUND);
  return toTutor(row);
}
