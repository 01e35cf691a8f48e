// Tutors: the public list with its filters and one tutor. Their reviews are the reviews
// feature's (one capability for tutors and merchandise).
import type { Locale } from '#contract/i18n/locales.ts';
import type { AdminTutor, Tutor, TutorListFilters } from '#contract/tutors.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { inReaderLanguage } from '#server/lib/authored-text.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';

import * as repo from './tutors.repository.ts';

export const TUTOR_NOT_FOUND = 'Tutor not found';

/** A tutor as the admin edits them: the English bio and its Spanish version. */
export function toAdminTutor(row: repo.TutorRow): AdminTutor {
  const { hoursWeekly: _w, hoursTimeOff: _t, hoursSessionTypes: _s, ...tutor } = row;
  return { ...tutor, hours: repo.hoursOfRow(row), rating: Number(row.rating) };
}

/** A tutor as a reader of `locale` reads them: the bio in their language where it was written. */
export function toTutor(row: repo.TutorRow, locale: Locale): Tutor {
  const { bioEs, ...tutor } = toAdminTutor(row);
  const bio = inReaderLanguage(locale, tutor.bio, bioEs);
  return { ...tutor, bio: bio.text, lang: { bio: bio.lang } };
}

export async function listTutors(
  ctx: AppContext,
  filters: TutorListFilters,
  locale: Locale,
): Promise<ListPage<Tutor>> {
  return readList(
    filters,
    {
      rows: (page) => repo.listTutors(ctx.db, filters, page),
      count: () => repo.countTutors(ctx.db, filters),
    },
    (row) => toTutor(row, locale),
  );
}

export async function getTutor(ctx: AppContext, id: number, locale: Locale): Promise<Tutor> {
  const row = await repo.findActiveTutor(ctx.db, id);
  if (!row) throw AppError.notFound(TUTOR_NOT_FOUND);
  return toTutor(row, locale);
}
