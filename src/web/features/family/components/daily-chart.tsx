import type { DailyFigure } from '#contract/family.ts';
import { intlLocaleOf } from '#contract/i18n/locales.ts';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useDailyFigures } from '../api/get-daily-figures.ts';

/**
 * "Jun 14" for a day (YYYY-MM-DD) as the server counted it, on the parent's clocks. The date is
 * a calendar day, not an instant: read at UTC midnight and shown in UTC, it is that same day.
 */
function dayLabel(date: string, locale: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day of the month alone, under a bar. */
const dayOfMonth = (date: string) => String(new Date(`${date}T00:00:00Z`).getUTCDate());

/** The locale dates are written in (src/contract/i18n/locales.ts): "Jun 14", "14 jun". */
function useDateLocale(): string {
  return intlLocaleOf(useI18n().locale);
}

interface BarsProps {
  title: string;
  /** "(12 minutes in all)". */
  totalText: (total: number) => string;
  values: { date: string; value: number }[];
  barClass: string;
}

/** One series as labelled bars: each bar carries its number, so no colour is needed to read it. */
function Bars({ title, totalText, values, barClass }: BarsProps) {
  const max = Math.max(1, ...values.map((v) => v.value));
  const total = values.reduce((sum, v) => sum + v.value, 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="font-bold">
        {title} <span className="font-normal text-muted-foreground">({totalText(total)})</span>
      </figcaption>
      <div aria-hidden className="flex h-36 items-end gap-1 border-b-2 border-border">
        {values.map((v) => (
          <div key={v.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-0.5">
            <span className="hidden text-sm leading-none font-bold tabular-nums sm:block">
              {v.value > 0 ? v.value : ''}
            </span>
            <div className={`w-full rounded-t ${barClass}`} style={{ height: `${(v.value / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden className="flex gap-1 text-sm text-muted-foreground">
        {values.map((v, i) => (
          <span key={v.date} className="min-w-0 flex-1 text-center">
            {i % 2 === values.length % 2 ? dayOfMonth(v.date) : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}

function FiguresTable({ figures }: { figures: DailyFigure[] }) {
  const t = useI18n().t;
  const locale = useDateLocale();
  return (
    <details className="rounded-2xl bg-muted/60 px-4 py-2">
      <summary className="cursor-pointer py-1 font-bold">{t('family.chart.showTable')}</summary>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{t('family.chart.caption')}</caption>
        <thead>
          <tr className="text-start">
            <th scope="col">{t('family.chart.day')}</th>
            <th scope="col">{t('family.chart.studyMinutes')}</th>
            <th scope="col">{t('family.chart.pointsEarned')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.date}>
              <th scope="row" className="font-normal">
                {dayLabel(f.date, locale)}
              </th>
              <td className="tabular-nums">{f.studyMinutes}</td>
              <td className="tabular-nums">{f.pointsEarned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The selected child's last 14 days: study minutes and points earned per day, zeros shown. */
export function DailyChart({ childId }: { childId: number }) {
  const figures = useDailyFigures(childId);
  const t = useI18n().t;
  const locale = useDateLocale();
  if (figures.data === undefined) {
    return figures.isError ? (
      <ErrorState compact query={figures} title={t('family.chart.error')} />
    ) : (
      <Skeleton className="h-64" />
    );
  }
  const data = figures.data;
  const first = data[0];
  const last = data[data.length - 1];
  return (
    <section aria-labelledby="daily-chart-title" className="grid gap-4">
      <div>
        <h4 id="daily-chart-title" className="text-lg font-extrabold">
          {t('family.chart.title')}
        </h4>
        {first && last ? (
          <p className="text-sm text-muted-foreground">
            {t('family.chart.range', { from: dayLabel(first.date, locale), to: dayLabel(last.date, locale) })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Bars
          title={t('family.chart.studyPerDay')}
          totalText={(total) => t('family.chart.minutesInAll', { count: total })}
          barClass="bg-primary"
          values={data.map((f) => ({ date: f.date, value: f.studyMinutes }))}
        />
        <Bars
          title={t('family.chart.pointsPerDay')}
          totalText={(total) => t('family.chart.pointsInAll', { count: total })}
          barClass="bg-sun border border-sun-foreground/40"
          values={data.map((f) => ({ date: f.date, value: f.pointsEarned }))}
        />
      </div>
      <FiguresTable figures={data} />
    </section>
  );
}
