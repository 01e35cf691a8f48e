import { intlLocaleOf } from '#contract/i18n/locales.ts';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';
import { getAppInfoQueryOptions, useAppInfo } from '#web/lib/app-info.ts';
import { browserTimeZone } from '#web/lib/format.ts';
import { useHydrating } from '#web/lib/hydration.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { nextPointsDayStart } from '#web/lib/points-day.ts';
import { richMessage } from '#web/lib/rich-message.ts';

/**
 * When a new points day starts, on the reader's clock: the server cannot know the reader's zone,
 * so the page as served (and as first drawn in the browser) says it in UTC, the world's reference
 * time, and the browser then says it in the reader's own time.
 */
function PointsDayStart() {
  const hydrating = useHydrating();
  const { locale, t } = useI18n();
  if (hydrating) return <>{t('points.cap.startsUtc')}</>;
  const { clock, time } = nextPointsDayStart(new Date(), browserTimeZone(), intlLocaleOf(locale));
  return (
    <>
      {richMessage(
        t,
        'points.cap.startsAt',
        { time: <strong>{clock === 'midnight' ? t('points.cap.midnight') : time}</strong> },
        { clock },
      )}
    </>
  );
}

export default function HowPointsWorkPage() {
  const { data } = useAppInfo();
  const { t } = useI18n();
  return (
    <PolicyPage
      eyebrow={t('points.forEveryone')}
      title={t('points.title')}
      description={t('points.description')}
    >
      <PolicySection id="earn" title={t('points.earn.title')}>
        <p>
          {richMessage(t, 'points.earn.text', {
            game: <PolicyLink href="/games">{t('points.earn.game')}</PolicyLink>,
          })}
        </p>
      </PolicySection>
      <PolicySection id="cap" title={t('points.cap.title')}>
        <p>
          {richMessage(t, 'points.cap.text', {
            cap: (
              <strong>
                {data ? t('points.cap.amount', { count: data.dailyGamePointsCap }) : t('points.cap.unknown')}
              </strong>
            ),
            start: <PointsDayStart />,
          })}
        </p>
      </PolicySection>
      <PolicySection id="spend" title={t('points.spend.title')}>
        <p>
          {richMessage(t, 'points.spend.text', {
            store: <PolicyLink href="/merchandise">{t('points.spend.store')}</PolicyLink>,
          })}
        </p>
      </PolicySection>
      <PolicySection id="money" title={t('points.money.title')}>
        <p>{t('points.money.text')}</p>
      </PolicySection>
    </PolicyPage>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getAppInfoQueryOptions());

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('points.pageTitle')),
  description: t('points.metaDescription'),
});
