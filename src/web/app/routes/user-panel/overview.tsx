// The Dashboard tab of /user-panel: composed from the accounts, family, games, tutors and lesson-notes features.
import type { User } from '#contract/accounts.ts';
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
import { formatDate, formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';

function RecentAcquisitions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  return (
    <RecentListCard
      title={t('dashboard.recent.acquisitions')}
      errorTitle={t('dashboard.recent.acquisitionsError')}
      query={useInventoryByItem(userId)}
      empty={t('dashboard.recent.acquisitionsEmpty')}
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
                <span className="sr-only"> {t('dashboard.recent.ofThem')}</span>
              </span>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('dashboard.recent.used', {
              count: group.pointsUsed,
              date: formatDate(group.lastPurchaseDate, timeZone, locale),
            })}
          </span>
        </div>
      )}
    />
  );
}

function RecentGameScores({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  return (
    <RecentListCard
      title={t('dashboard.recent.scores')}
      errorTitle={t('dashboard.recent.scoresError')}
      query={useMyScores(userId)}
      empty={t('dashboard.recent.scoresEmpty')}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold">{s.game.name || t('dashboard.recent.mathChallenge')}</span>
          <span className="text-sm text-muted-foreground">
            {t('dashboard.recent.score')}{' '}
            <span className="font-bold text-foreground tabular-nums">{s.score}</span> ·{' '}
            {formatDate(s.dateCompleted, timeZone, locale)}
          </span>
        </div>
      )}
    />
  );
}

function UpcomingSessions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  return (
    <RecentListCard
      title={t('dashboard.recent.sessions')}
      errorTitle={t('dashboard.recent.sessionsError')}
      query={useUserSessions(userId)}
      select={(sessions) => upcomingSessions(sessions)}
      empty={t('dashboard.recent.sessionsEmpty')}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="grid gap-0.5">
          <span className="font-bold">
            {t('dashboard.recent.sessionWith', {
              subject: optionLabel(t, s.subject),
              tutor: s.tutor.name || t('dashboard.role.tutor'),
            })}
          </span>
          <span className="text-sm text-muted-foreground">
            {formatDateTime(s.startsAt, timeZone, locale)} ·{' '}
            {t('dashboard.sessionStatus', { status: s.status })}
            {s.seriesId ? ` · ${t('dashboard.recent.weekly')}` : ''}
          </span>
          <JoinLessonLink
            sessionId={s.id}
            startsAt={s.startsAt}
            status={s.status}
            lesson={`${optionLabel(t, s.subject)}, ${s.tutor.name}`}
            className="mt-1 justify-self-start"
          />
          <MessageLink
            with={{ tutorId: s.tutorId }}
            label={t('dashboard.messageTutor')}
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
