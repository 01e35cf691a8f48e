// The Dashboard tab of /user-panel: composed from the accounts, family, games, tutors and lesson-notes features.
import type { User } from '#contract/accounts.ts';
import { SESSION_STATUS_LABELS } from '#contract/sessions.ts';
import { AccountSecurity } from '#web/features/accounts/components/account-security.tsx';
import { AccountSettings } from '#web/features/accounts/components/account-settings.tsx';
import { PointsSummary } from '#web/features/dashboard/components/points-summary.tsx';
import { RecentListCard } from '#web/features/dashboard/components/recent-list-card.tsx';
import { MyFamily } from '#web/features/family/components/my-family.tsx';
import { StudyTimer } from '#web/features/family/components/study-timer.tsx';
import { useMyScores } from '#web/features/game-progress/api/get-my-scores.ts';
import { FromYourTutorCard } from '#web/features/lesson-notes/components/from-your-tutor-card.tsx';
import { JoinLessonLink } from '#web/features/lessons/components/join-lesson-link.tsx';
import { MessageLink } from '#web/features/messages/components/message-link.tsx';
import { useInventoryByItem } from '#web/features/store/api/get-inventory.ts';
import { SavingsGoalPanel } from '#web/features/store/components/savings-goal-panel.tsx';
import { upcomingSessions, useUserSessions } from '#web/features/tutors/api/get-user-sessions.ts';
import { countOf, formatDate, formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';

function RecentAcquisitions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  return (
    <RecentListCard
      title="Recent Acquisitions"
      query={useInventoryByItem(userId)}
      empty="No prizes yet. Spend your points in the Reward Store!"
      itemKey={(group) => group.key}
      renderItem={(group) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold">
            {group.name}
            {group.count > 1 ? (
              <span className="text-muted-foreground">
                {' '}
                <span aria-hidden>×</span>
                {group.count}
                <span className="sr-only"> of them</span>
              </span>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">
            Used {countOf(group.pointsUsed, 'point')} · {formatDate(group.lastPurchaseDate, timeZone)}
          </span>
        </div>
      )}
    />
  );
}

function RecentGameScores({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  return (
    <RecentListCard
      title="Recent Game Scores"
      query={useMyScores(userId)}
      empty="No game scores yet. Play a game to earn points!"
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold">{s.game.name || 'Math Challenge'}</span>
          <span className="text-sm text-muted-foreground">
            Score <span className="font-bold text-foreground tabular-nums">{s.score}</span> ·{' '}
            {formatDate(s.dateCompleted, timeZone)}
          </span>
        </div>
      )}
    />
  );
}

function UpcomingSessions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  return (
    <RecentListCard
      title="Upcoming Sessions"
      query={useUserSessions(userId)}
      select={(sessions) => upcomingSessions(sessions)}
      empty="No upcoming sessions. Book a tutor when you are ready."
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="grid gap-0.5">
          <span className="font-bold">
            {s.subject} with {s.tutor.name || 'Tutor'}
          </span>
          <span className="text-sm text-muted-foreground">
            {formatDateTime(s.startsAt, timeZone)} · {SESSION_STATUS_LABELS[s.status]}
            {s.seriesId ? ' · Weekly' : ''}
          </span>
          <JoinLessonLink
            sessionId={s.id}
            startsAt={s.startsAt}
            status={s.status}
            lesson={`${s.subject}, ${s.tutor.name}`}
            className="mt-1 justify-self-start"
          />
          <MessageLink
            with={{ tutorId: s.tutorId }}
            label="Message the tutor"
            className="mt-1 justify-self-start"
          />
        </div>
      )}
    />
  );
}

export function DashboardOverview({ user, points }: { user: User; points: number | undefined }) {
  const isStudent = user.userType === 'student';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <AccountSettings user={user} />
      {/* The goal fills the card: how far the balance is from the prize, or where to pick one. */}
      <PointsSummary points={points}>
        <SavingsGoalPanel emptyHint="link" />
      </PointsSummary>
      {isStudent ? (
        <div className="grid gap-6 md:col-span-2">
          {/* A child's account hears the note read aloud, as it hears a game's questions. */}
          <FromYourTutorCard userId={user.id} readAloud={user.consent !== null} />
          <StudyTimer userId={user.id} />
          <MyFamily userId={user.id} />
        </div>
      ) : null}
      <div className="grid gap-6 md:col-span-2 lg:grid-cols-3">
        <RecentAcquisitions userId={user.id} />
        <RecentGameScores userId={user.id} />
        <UpcomingSessions userId={user.id} />
      </div>
      <div className="md:col-span-2">
        <AccountSecurity user={user} />
      </div>
    </div>
  );
}
