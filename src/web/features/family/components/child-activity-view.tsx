import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
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
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Quick Stats">
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{childName}'s activity</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {activity.data === undefined ? (
          activity.isError ? (
            <ErrorState query={activity} title={`We couldn't load ${childName}'s activity.`} />
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
                { label: 'Study Sessions', value: activity.data.summary.studySessions },
                { label: 'Games Played', value: activity.data.summary.gamesPlayed },
                { label: 'Points Earned', value: activity.data.summary.pointsEarned },
                { label: 'Tutor Sessions', value: activity.data.summary.tutorSessions },
              ]}
            />
            <Tabs defaultValue="overview">
              <TabsList aria-label="Activity">
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="study">Study Sessions</TabsTrigger>
                <TabsTrigger value="games">Game Progress</TabsTrigger>
                <TabsTrigger value="tutoring">Tutoring</TabsTrigger>
                <TabsTrigger value="purchases">Purchases</TabsTrigger>
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
