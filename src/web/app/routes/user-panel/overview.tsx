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
import { MessageLink } from '#web/features/messages/components/message-link.tsx';
import { useInventoryByItem } from '#web/features/store/api/get-inventory.ts';
import { SavingsGoalPanel } from '#web/features/store/components/savings-goal-panel.tsx';
import { upcomingSessions, useUserSessions } from '#web/features/tutors/api/get-user-sessions.ts';
import { formatDate, formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { optionLabel, sessionStatusLabel } from '#web/lib/option-labels.ts';

function RecentAcquisitions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  return (
    <RecentListCard
      title={t('overview.acquisitions')}
      query={useInventoryByItem(userId)}
      empty={t('overview.acquisitionsEmpty')}
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
                <span className="sr-only"> {t('overview.ofThem')}</span>
              </span>
            ) : null}
          </span>
          <span className="text-sm text-muted-foreground">
            {t('overview.used', { points: group.pointsUsed })} ·{' '}
            {formatDate(group.lastPurchaseDate, timeZone, locale)}
          </span>
        </div>
      )}
    />
  );
}

function RecentGameScores({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  return (
    <RecentListCard
      title={t('overview.scores')}
      query={useMyScores(userId)}
      empty={t('overview.scoresEmpty')}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-bold">{s.game.name || t('overview.mathChallenge')}</span>
          <span className="text-sm text-muted-foreground">
            {t('overview.score')} <span className="font-bold text-foreground tabular-nums">{s.score}</span> ·{' '}
            {formatDate(s.dateCompleted, timeZone, locale)}
          </span>
        </div>
      )}
    />
  );
}

function UpcomingSessions({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  return (
    <RecentListCard
      title={t('overview.sessions')}
      query={useUserSessions(userId)}
      select={(sessions) => upcomingSessions(sessions)}
      empty={t('overview.sessionsEmpty')}
      itemKey={(s) => s.id}
      renderItem={(s) => (
        <div className="grid gap-0.5">
          <span className="font-bold">
            {t('sessions.subjectWith', {
              subject: optionLabel(t, s.subject),
              name: s.tutor.name || t('messages.role.tutor'),
            })}
          </span>
          <span className="text-sm text-muted-foreground">
            {formatDateTime(s.startsAt, timeZone, locale)} · {sessionStatusLabel(t, s.status)}
            {s.seriesId ? ` · ${t('sessions.weekly')}` : ''}
          </span>
          <MessageLink
            with={{ tutorId: s.tutorId }}
            label={t('userPanel.messageTutor')}
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
