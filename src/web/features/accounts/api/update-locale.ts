import type { Locale } from '#contract/i18n/locales.ts';
import { call } from '#web/lib/api-client.ts';

/** The account's language (the answer also sets the pages' language cookie). */
export function updateLocale(locale: Locale) {
  return call('PUT /api/users/locale', { body: { locale } });
}
