import { CalendarDays } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { TeachSession, TeachWhen } from '#contract/teach.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useTeachSessions } from '../api/get-teach-sessions.ts';
import { CancelTeachSessionDialog } from './cancel-teach-session-dialog.tsx';
import { TeachSessionCard } from './teach-session-card.tsx';

const EMPTY: Record<TeachWhen, { title: MessageKey; description: MessageKey }> = {
  upcoming: { title: 'teach.empty.upcoming', description: 'teach.empty.upcomingText' },
  past: { title: 'teach.empty.past', description: 'teach.empty.pastText' },
};

export interface TeachSessionsProps {
  userId: number;
  when: TeachWhen;
  /** What other parts of /teach add to a card (the note, messages), drawn by their own features. */
  extras?: (session: TeachSession) => ReactNode;
}

/** The tutor's upcoming or past sessions, as cards, with their loading, empty and error states. */
export function TeachSessions({ userId, when, extras }: TeachSessionsProps) {
  const sessions = useTeachSessions(userId, when);
  const [toCancel, setToCancel] = useState<TeachSession | null>(null);
  const t = useT();
  return (
    <>
      <QueryState
        query={sessions}
        loading={
          <ul aria-label={t('sessions.upcoming.loading')} className="grid gap-3 md:grid-cols-2">
            {[0, 1].map((i) => (
              <li key={i} className="grid gap-2 rounded-[var(--radius-card)] border p-4">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </li>
            ))}
          </ul>
        }
        error={{ title: t('sessions.upcoming.loadError') }}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={CalendarDays}
            title={t(EMPTY[when].title)}
            description={t(EMPTY[when].description)}
          />
        }
      >
        {(data) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.map((session) => (
              <TeachSessionCard
                key={session.id}
                session={session}
                onCancel={setToCancel}
                extras={extras?.(session)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <CancelTeachSessionDialog session={toCancel} onClose={() => setToCancel(null)} />
    </>
  );
}
