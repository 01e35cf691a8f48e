import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PolicyLink, PolicyPage, PolicySection } from '#web/components/policy-section.tsx';
import { getAppInfoQueryOptions, useAppInfo } from '#web/lib/app-info.ts';
import { browserTimeZone } from '#web/lib/format.ts';
import { useHydrating } from '#web/lib/hydration.tsx';
import { pointsDayStartsAt } from '#web/lib/points-day.ts';

/**
 * When a new points day starts, on the reader's clock: the server cannot know the reader's zone,
 * so the page as served (and as first drawn in the browser) says it in UTC, the world's reference
 * time, and the browser then says it in the reader's own time.
 */
function PointsDayStart() {
  const hydrating = useHydrating();
  if (hydrating) return <>a new one starts at midnight UTC (the world's reference time).</>;
  return (
    <>
      a new one starts at <strong>{pointsDayStartsAt(new Date(), browserTimeZone())}</strong> your time.
    </>
  );
}

export default function HowPointsWorkPage() {
  const { data } = useAppInfo();
  return (
    <PolicyPage
      eyebrow="For children and parents"
      title="How Points Work"
      description="Points are earned by learning, and spent on rewards. They are never sold for money."
    >
      <PolicySection id="earn" title="Earning points">
        <p>
          Every finished round of a <PolicyLink href="/games">game</PolicyLink> earns points: the round's
          score times the difficulty (Easy ×1, Medium ×2, Hard ×3). In the Math Quick Challenge each right
          answer scores 5, 10 or 15. Games are balanced so that a minute of steady, careful play earns about
          the same in any game.
        </p>
      </PolicySection>
      <PolicySection id="cap" title="A daily limit">
        <p>
          Games give at most{' '}
          <strong>
            {data ? `${data.dailyGamePointsCap.toLocaleString('en-US')} points` : 'a set number of points'}
          </strong>{' '}
          a day. That day is the same for every family, wherever they live, so on your clock it may not start
          at midnight: <PointsDayStart /> After that you can keep playing for fun and for high scores; the
          game says kindly when today's points are all earned.
        </p>
      </PolicySection>
      <PolicySection id="spend" title="Spending points">
        <p>
          Points buy rewards in the <PolicyLink href="/merchandise">store</PolicyLink>. A parent sees a linked
          child's points earned and spent in the Parent Dashboard.
        </p>
      </PolicySection>
      <PolicySection id="money" title="Never for money">
        <p>
          Points cannot be bought with money, and they are never sold or turned into money. Nobody can pay to
          get ahead.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getAppInfoQueryOptions());

export const meta: RouteMeta = () => ({
  title: pageTitle('How points work'),
  description: 'How Sprout points are earned, the daily limit, and why they are never sold for money.',
});
