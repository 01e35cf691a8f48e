import type { MouseEvent } from 'react';
import type { User } from '#contract/accounts.ts';
import { catalogOf, LOCALE_NAMES, LOCALE_PARAM, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { updateLocale } from '#web/features/accounts/api/update-locale.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';

/**
 * The language switcher (header menu and footer): a link to this page with `?lang=`, which the
 * server answers in that language and remembers in a cookie (docs/architecture.md#languages). A
 * signed-in reader's account takes the language first, so their e-mails follow it too. A whole
 * page load, not a client move: every text of the page changes, and the server draws it.
 */
export function LanguageSwitcher({ user, className }: { user: User | null | undefined; className?: string }) {
  const { locale, t } = useI18n();
  const current = catalogOf(locale);
  const go = async (event: MouseEvent<HTMLAnchorElement>, next: Locale) => {
    event.preventDefault();
    if (user) await updateLocale(next).catch(() => undefined);
    // The query as it is, with the language: the page stays the same page.
    const url = new URL(window.location.href);
    url.searchParams.set(LOCALE_PARAM, next);
    window.location.assign(url.href);
  };
  return (
    <nav aria-label={t('language.label')} className={className}>
      <ul className="flex gap-1 text-sm">
        {LOCALES.map((next) => (
          <li key={next}>
            <a
              href={`?${LOCALE_PARAM}=${next}`}
              lang={next}
              aria-current={next === current ? 'true' : undefined}
              onClick={(event) => void go(event, next)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-3 font-bold',
                next === current ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:underline',
              )}
            >
              {LOCALE_NAMES[next]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
