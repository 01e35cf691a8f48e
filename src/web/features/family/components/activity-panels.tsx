import { BookOpen, Gamepad2, GraduationCap, Hourglass, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChildActivity, recentActivities } from '#contract/family.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate, formatDateTime, formatDuration, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { approvalOutcome } from './approvals-list.tsx';
import { ChildPrizes } from './child-prizes.tsx';
import { sessionLength } from './study-clock.ts';

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
/** Each kind of activity: what it is called, and how its entry reads (its values from recentActivities). */
const KIND_WORDS: Record<
  keyof typeof KIND_ICON,
  { label: MessageKey; title: MessageKey; detail: MessageKey }
> = {
  study: {
    label: 'family.activity.kind.study',
    title: 'family.activity.studyTitle',
    detail: 'family.activity.studyDetail',
  },
  game: {
    label: 'family.activity.kind.game',
    title: 'family.activity.gameTitle',
    detail: 'family.activity.gameDetail',
  },
  tutoring: {
    label: 'family.activity.kind.tutoring',
    title: 'family.activity.tutoringTitle',
    detail: 'family.activity.tutoringDetail',
  },
  purchase: {
    label: 'family.activity.kind.purchase',
    title: 'family.activity.purchaseTitle',
    detail: 'family.activity.purchaseDetail',
  },
  approval: {
    label: 'family.activity.kind.approval',
    title: 'family.activity.approvalTitle',
    detail: 'family.activity.approvalDetail',
  },
};

export function OverviewPanel({ activity }: { activity: ChildActivity }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const recent = recentActivities(activity);
  const t = useT();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-primary-soft px-4 py-3">
          <dt className="text-sm font-bold">{t('family.activity.studyWeek')}</dt>
          <dd className="text-2xl font-extrabold">{formatDuration(activity.summary.recentStudyMinutes)}</dd>
        </div>
        <div className="rounded-2xl bg-sun-soft px-4 py-3 text-sun-foreground">
          <dt className="text-sm font-bold">{t('family.activity.points')}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{activity.points.points}</dd>
        </div>
      </dl>
      <section aria-labelledby="recent-activity" className="grid gap-2">
        <h4 id="recent-activity" className="text-lg font-extrabold">
          {t('family.activity.recent')}
        </h4>
        {recent.length === 0 ? (
          <Empty>{t('family.activity.none')}</Empty>
        ) : (
          <ol className="grid gap-2" aria-label={t('family.activity.recent')}>
            {recent.map((a) => {
              const Icon = KIND_ICON[a.kind];
              // A subject is the contract's English value: said in the page's language.
              const values =
                typeof a.values.subject === 'string'
                  ? { ...a.values, subject: optionLabel(t, a.values.subject) }
                  : a.values;
              return (
                <li
                  key={`${a.kind}-${a.id}`}
                  className="flex items-start gap-3 rounded-2xl bg-muted/60 px-4 py-3"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div className="grid gap-0.5">
                    <p className="font-bold">
                      <span className="sr-only">{t(KIND_WORDS[a.kind].label)}: </span>
                      {t(KIND_WORDS[a.kind].title, values)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t(KIND_WORDS[a.kind].detail, values)} · {formatDateTime(a.at, timeZone, locale)}
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
  const { locale } = useI18n();
  const t = useT();
  if (activity.studySessions.length === 0) return <Empty>{t('family.study.none')}</Empty>;
  return (
    <ul className="grid gap-2" aria-label={t('family.study.label')}>
      {activity.studySessions.map((s) => (
        <li key={s.id} className={ROW}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">{optionLabel(t, s.subject)}</p>
            <Badge variant={s.completed ? 'default' : 'sky'}>
              {s.completed ? t('family.study.completed') : t('family.study.inProgress')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {t('family.study.started', { date: formatDateTime(s.startTime, timeZone, locale) })}
            {s.completed ? ` · ${sessionLength(s.duration, t)}` : ''}
            {s.endTime
              ? ` · ${t('family.study.ended', { date: formatDateTime(s.endTime, timeZone, locale) })}`
              : ''}
          </p>
          {s.notes ? (
            <p className="text-sm">
              {t('family.notes')} {s.notes}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function GamesPanel({ activity }: { activity: ChildActivity }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  if (activity.gameProgress.length === 0 && activity.gameScores.length === 0) {
    return <Empty>{t('family.games.none')}</Empty>;
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('family.activity.gameProgress')}>
        {activity.gameProgress.map((p) => (
          <li key={p.id} className={ROW}>
            <p className="font-bold">{p.game.name}</p>
            <p className="text-sm">
              {t('family.games.line', {
                skill: p.skillLevel.toFixed(1),
                plays: p.totalPlays,
                highScore: p.highScore,
              })}
            </p>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-input/50">
              <div className="h-full rounded-full bg-primary" style={{ width: `${p.skillLevel * 10}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t('family.games.badges', {
                badges: p.badges.length > 0 ? p.badges.join(', ') : t('family.games.noneYet'),
              })}
              {p.game.haslevels
                ? ` · ${t('family.games.levels', { levels: p.completedLevels.length ? p.completedLevels.join(', ') : t('family.games.noLevels') })}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-scores" className="grid gap-2">
        <h4 id="recent-scores" className="text-lg font-extrabold">
          {t('family.games.recent')}
        </h4>
        <ul className="grid gap-2" aria-label={t('family.games.recent')}>
          {activity.gameScores.map((g) => (
            <li key={g.id} className={ROW}>
              <p className="font-bold">
                {g.game.name}: {g.score}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('family.games.scoreLine', {
                  correct: g.correctAnswers,
                  total: g.totalQuestions,
                  seconds: g.timeSpent,
                })}{' '}
                · {formatDate(g.dateCompleted, timeZone, locale)}
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
  const { locale } = useI18n();
  const t = useT();
  if (activity.tutorSessions.length === 0) return <Empty>{t('family.tutoring.none')}</Empty>;
  return (
    <ul className="grid gap-2" aria-label={t('family.tutoring.label')}>
      {activity.tutorSessions.map((session) => (
        <li key={session.id} className={ROW}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">
              {t('dashboard.recent.sessionWith', {
                subject: optionLabel(t, session.subject),
                tutor: session.tutor.name,
              })}
            </p>
            <Badge
              variant={
                session.status === 'scheduled' ? 'sky' : session.status === 'completed' ? 'default' : 'muted'
              }
            >
              {t('dashboard.sessionStatus', { status: session.status })}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(session.startsAt, timeZone, locale)}
          </p>
          {session.notes ? (
            <p className="text-sm">
              {t('family.notes')} {session.notes}
            </p>
          ) : null}
          {sessionAction?.(session)}
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
  const { locale } = useI18n();
  const t = useT();
  return (
    <div className="grid gap-4">
      {activity.approvals.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('family.approvals.forYourYes')}>
          {activity.approvals.map((a) => (
            <li key={a.id} className={ROW}>
              <p className="font-bold">{a.summary}</p>
              <p className="text-sm text-muted-foreground">
                {approvalOutcome(a, t)} ·{' '}
                {t('family.approvals.asked', { date: formatDateTime(a.createdAt, timeZone, locale) })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <ChildPrizes childId={childId} childName={childName} />
    </div>
  );
}
