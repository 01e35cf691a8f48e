import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useChildActivity } from '../api/get-child-activity.ts';
import {
  GamesPanel,
  OverviewPanel,
  PurchasesPanel,
  type SessionAction,
  StudyPanel,
  TutoringPanel,
} from './activity-panels.tsx';
import { DailyChart } from './daily-chart.tsx';

function QuickStats({ stats }: { stats: { label: string; value: number }[] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('family.activity.quickStats')}>
      {stats.map((s) => (
        <div key={s.label} className="rounded-2xl border bg-card px-4 py-3">
          <dt className="text-sm font-bold text-muted-foreground">{s.label}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One linked child's activity: Quick Stats, the sub-tabs of docs/product.md#screens-and-routes, and the chart. */
export function ChildActivityView({
  childId,
  childName,
  sessionAction,
}: {
  childId: number;
  childName: string;
  sessionAction?: SessionAction;
}) {
  const activity = useChildActivity(childId);
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.activity.title', { name: childName })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {activity.data === undefined ? (
          activity.isError ? (
            <ErrorState query={activity} title={t('family.activity.error', { name: childName })} />
          ) : (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-20" />
              <Skeleton className="h-48" />
            </div>
          )
        ) : (
          <>
            <QuickStats
              stats={[
                { label: t('family.activity.studySessions'), value: activity.data.summary.studySessions },
                { label: t('family.activity.gamesPlayed'), value: activity.data.summary.gamesPlayed },
                { label: t('family.activity.pointsEarned'), value: activity.data.summary.pointsEarned },
                { label: t('family.activity.tutorSessions'), value: activity.data.summary.tutorSessions },
              ]}
            />
            <Tabs defaultValue="overview">
              <TabsList aria-label={t('family.activity.label')}>
                <TabsTrigger value="overview">{t('family.activity.overview')}</TabsTrigger>
                <TabsTrigger value="study">{t('family.activity.studySessions')}</TabsTrigger>
                <TabsTrigger value="games">{t('family.activity.gameProgress')}</TabsTrigger>
                <TabsTrigger value="tutoring">{t('family.activity.tutoring')}</TabsTrigger>
                <TabsTrigger value="purchases">{t('family.activity.purchases')}</TabsTrigger>
              </TabsList>
              <TabsContent value="overview" className="grid gap-6">
                <OverviewPanel activity={activity.data} />
                <DailyChart childId={childId} />
              </TabsContent>
              <TabsContent value="study">
                <StudyPanel activity={activity.data} />
              </TabsContent>
              <TabsContent value="games">
                <GamesPanel activity={activity.data} />
              </TabsContent>
              <TabsContent value="tutoring">
                <TutoringPanel activity={activity.data} sessionAction={sessionAction} />
              </TabsContent>
              <TabsContent value="purchases">
                <PurchasesPanel activity={activity.data} childId={childId} childName={childName} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </CardContent>
    </Card>
  );
}
