// Words and times every part of the room says the same way.

import { intlLocaleOf, type PageLocale } from '#contract/i18n/locales.ts';
import type { LessonRole } from '#contract/lessons.ts';
import type { Translate } from '#web/lib/i18n.tsx';

export function roleLabel(t: Translate, role: LessonRole): string {
  if (role === 'tutor') return t('lessons.role.tutor');
  if (role === 'parent') return t('lessons.role.parent');
  return t('lessons.role.learner');
}

/** A day and time on the reader's clocks, in the page's language. */
export function formatLessonTime(value: string | Date, locale: PageLocale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/** "4:05" or "1:02:05" until a moment (never below zero). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
