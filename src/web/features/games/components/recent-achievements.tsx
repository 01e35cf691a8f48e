import type { Achievement } from '@contract/games';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { Lock, RotateCw, Trophy } from 'lucide-react';
import { useAchievements } from '../api/get-achievements';
import { sortAchievements } from './progress-view';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];
const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

function AchievementItem({ achievement: a }: { achievement: Achievement }) {
  const percent = a.target > 0 ? Math.round((a.current / a.target) * 100) : 0;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-4',
        a.unlocked ? 'border-sun bg-sun-soft' : 'border-dashed bg-muted/40',
      )}
    >
      <span
        className={cn(
          'rounded-full p-2.5',
          a.unlocked ? 'bg-sun text-sun-foreground' : 'bg-card text-muted-foreground',
        )}
      >
        {a.unlocked ? <Trophy aria-hidden className="size-5" /> : <Lock aria-hidden className="size-5" />}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-extrabold">
          {a.name}
          <span className="sr-only">{a.unlocked ? ' (unlocked)' : ' (locked)'}</span>
        </p>
        {a.unlocked ? (
          <>
            <p className="text-sm text-muted-foreground">{a.description}</p>
            <p className="text-sm font-bold text-sun-foreground">
              Unlocked{a.unlockedAt ? ` on ${formatDate(a.unlockedAt)}` : ''}
            </p>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <span className="font-bold">To unlock:</span> {a.description}
            </p>
            {a.target > 1 ? (
              <div className="grid gap-1">
                <div
                  role="progressbar"
                  aria-label={`${a.name} progress`}
                  aria-valuemin={0}
                  aria-valuemax={a.target}
                  aria-valuenow={a.current}
                  className="h-2 overflow-hidden rounded-full bg-input/50"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
                </div>
                <span className="text-sm font-bold text-muted-foreground tabular-nums">
                  {a.current} of {a.target}
                </span>
              </div>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** The signed-in user's real achievements (spec section 9's rules, decided on the server). */
export function RecentAchievements({ userId }: { userId: number }) {
  const achievements = useAchievements(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Achievements</CardTitle>
        <CardDescription>Unlocked ones first. Locked ones show how to earn them.</CardDescription>
      </CardHeader>
      <CardContent>
        {achievements.isPending ? (
          <div className={GRID} aria-busy="true">
            {SKELETONS.map((k) => (
              <Skeleton key={k} className="h-28" />
            ))}
          </div>
        ) : achievements.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground">We couldn't load your achievements.</p>
            <Button variant="outline" size="sm" onClick={() => void achievements.refetch()}>
              <RotateCw aria-hidden /> Try again
            </Button>
          </div>
        ) : achievements.data.length === 0 ? (
          <p className="text-muted-foreground">No achievements yet. Play a game to earn your first one!</p>
        ) : (
          <ul className={GRID} aria-label="Achievements">
            {sortAchievements(achievements.data).map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
