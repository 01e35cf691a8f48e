import { Link } from 'wouter';
import { ARTICLE_CATEGORY_FILTER_OPTIONS } from '#contract/options.ts';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { cn } from '#web/lib/utils.ts';

/** The address of a category's list ("All Articles" is the bare /articles). */
export function categoryHref(category: string | undefined): string {
  return category ? `/articles?category=${encodeURIComponent(category)}` : '/articles';
}

/** All Articles and the article categories; the chosen one is in the address (?category=). */
export function CategoryChips({ current }: { current: string | undefined }) {
  const t = useT();
  return (
    <nav aria-label={t('articles.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {ARTICLE_CATEGORY_FILTER_OPTIONS.map((option, index) => {
          const value = index === 0 ? undefined : option;
          const active =
            value === current || (value !== undefined && value.toLowerCase() === current?.toLowerCase());
          return (
            <li key={option} className="shrink-0">
              <Link
                href={categoryHref(value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border-2 px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:border-primary hover:text-primary',
                )}
              >
                {optionLabel(t, option)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
