import { BookOpen, Gamepad2, GraduationCap, Hourglass, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChildActivity, recentActivities } from '#contract/family.ts';
import { SESSION_STATUS_LABELS } from '#contract/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  countOf,
  formatDate,
  formatDateTime,
  formatDuration,
  sessionLengthText,
  useReaderTimeZone,
} from '#web/lib/format.ts';
import { approvalOutcome } from './approvals-list.tsx';
import { ChildPrizes } from './child-prizes.tsx';

/** Something a page puts beside one of the child's sessions. */
export type SessionAction = (session: ChildActivity['tutorSessions'][number]) => ReactNode;

const ROW = 'grid gap-1 rounded-2xl bg-muted/60 px-4 py-3';

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}

const KIND_ICON = {
  study: BookOpen,
  game: Gamepad2,
  tutoring: GraduationCap,
  purchase: ShoppingBag,
  approval: Hourglass,
} as const;
const KIND_LABEL = {
  study: 'Study',
  game: 'Game',
  tutoring: 'Tutoring',
  purchase: 'Purchase',
  approval: 'Request',
} as const;

export function OverviewPanel({ activity }: { activity: ChildActivity }) {
  const timeZone = useReaderTimeZone();
  const recent = recentActivities(activity);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-primary-soft px-4 py-3">
          <dt className="text-sm font-bold">Study time, last 7 days</dt>
          <dd className="text-2xl font-extrabold">{formatDuration(activity.summary.recentStudyMinutes)}</dd>
        </div>
        <div className="rounded-2xl bg-sun-soft px-4 py-3 text-sun-foreground">
          <dt className="text-sm font-bold">Points</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{activity.points.points}</dd>
        </div>
      </dl>
      <section aria-labelledby="recent-activity" className="grid gap-2">
        <h4 id="recent-activity" className="text-lg font-extrabold">
          Recent activity
        </h4>
        {recent.length === 0 ? (
          <Empty>No activity recorded yet</Empty>
        ) : (
          <ol className="grid gap-2" aria-label="Recent activity">
            {recent.map((a) => {
              const Icon = KIND_ICON[a.kind];
              return (
                <li
                  key={`${a.kind}-${a.id}`}
                  className="flex items-start gap-3 rounded-2xl bg-muted/60 px-4 py-3"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div className="grid gap-0.5">
                    <p className="font-bold">
                      <span className="sr-only">{KIND_LABEL[a.kind]}: </span>
                      {a.title}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {a.detail} · {formatDateTime(a.at, timeZone)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

export function StudyPanel({ activity }: { activity: ChildActivity }) {
  const timeZone = useReaderTimeZone();
  if (activity.studySessions.length === 0) return <Empty>No study sessions yet.</Empty>;
  return (
    <ul className="grid gap-2" aria-label="Study sessions">
      {activity.studySessions.map((s) => (
        <li key={s.id} className={ROW}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">{s.subject}</p>
            <Badge variant={s.completed ? 'default' : 'sky'}>
              {s.completed ? 'Completed' : 'In Progress'}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Started {formatDateTime(s.startTime, timeZone)}
            {s.completed ? ` · ${sessionLengthText(s.duration)}` : ''}
            {s.endTime ? ` · ended ${formatDateTime(s.endTime, timeZone)}` : ''}
          </p>
          {s.notes ? <p className="text-sm">Notes: {s.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function GamesPanel({ activity }: { activity: ChildActivity }) {
  const timeZone = useReaderTimeZone();
  if (activity.gameProgress.length === 0 && activity.gameScores.length === 0) {
    return <Empty>No game progress yet.</Empty>;
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Game progress">
        {activity.gameProgress.map((p) => (
          <li key={p.id} className={ROW}>
            <p className="font-bold">{p.game.name}</p>
            <p className="text-sm">
              Skill level {p.skillLevel.toFixed(1)} of 10 · {countOf(p.totalPlays, 'play')} · high score{' '}
              {p.highScore}
            </p>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-input/50">
              <div className="h-full rounded-full bg-primary" style={{ width: `${p.skillLevel * 10}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              Badges: {p.badges.length > 0 ? p.badges.join(', ') : 'none yet'}
              {p.game.haslevels
                ? ` · levels completed: ${p.completedLevels.length ? p.completedLevels.join(', ') : 'none'}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-scores" className="grid gap-2">
        <h4 id="recent-scores" className="text-lg font-extrabold">
          Recent scores
        </h4>
        <ul className="grid gap-2" aria-label="Recent scores">
          {activity.gameScores.map((g) => (
            <li key={g.id} className={ROW}>
              <p className="font-bold">
                {g.game.name}: {g.score}
              </p>
              <p className="text-sm text-muted-foreground">
                {g.correctAnswers}/{g.totalQuestions} correct · {countOf(g.timeSpent, 'second')} ·{' '}
                {formatDate(g.dateCompleted, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function TutoringPanel({
  activity,
  sessionAction,
}: {
  activity: ChildActivity;
  /** What the page offers beside each session (Message the tutor), composed by the page. */
  sessionAction?: SessionAction;
}) {
  const timeZone = useReaderTimeZone();
  if (activity.tutorSessions.length === 0) return <Empty>No tutor sessions yet.</Empty>;
  return (
    <ul className="grid gap-2" aria-label="Tutor sessions">
      {activity.tutorSessions.map((t) => (
        <li key={t.id} className={ROW}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">
              {t.subject} with {t.tutor.name}
            </p>
            <Badge
              variant={t.status === 'scheduled' ? 'sky' : t.status === 'completed' ? 'default' : 'muted'}
            >
              {SESSION_STATUS_LABELS[t.status]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">{formatDateTime(t.startsAt, timeZone)}</p>
          {t.notes ? <p className="text-sm">Notes: {t.notes}</p> : null}
          {sessionAction?.(t)}
        </li>
      ))}
    </ul>
  );
}

/** The Purchases sub-tab (docs/rules.md#parents-in-the-loop): the requests for a yes, then what was bought. */
/**
 * The Purchases sub-tab: the requests for the parent's yes with what became of them, then what
 * the child bought, with where each physical prize is (ChildPrizes, one list for both).
 */
export function PurchasesPanel({
  activity,
  childId,
  childName,
}: {
  activity: ChildActivity;
  childId: number;
  childName: string;
}) {
  const timeZone = useReaderTimeZone();
  return (
    <div className="grid gap-4">
      {activity.approvals.length > 0 ? (
        <ul className="grid gap-2" aria-label="Requests for your yes">
          {activity.approvals.map((a) => (
            <li key={a.id} className={ROW}>
              <p className="font-bold">{a.summary}</p>
              <p className="text-sm text-muted-foreground">
                {approvalOutcome(a)} · asked {formatDateTime(a.createdAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <ChildPrizes childId={childId} childName={childName} />
    </div>
  );
}
