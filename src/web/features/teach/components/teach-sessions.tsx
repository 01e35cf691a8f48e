import { CalendarDays } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { TeachSession, TeachWhen } from '#contract/teach.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTeachSessions } from '../api/get-teach-sessions.ts';
import { CancelTeachSessionDialog } from './cancel-teach-session-dialog.tsx';
import { TeachSessionCard } from './teach-session-card.tsx';

const EMPTY: Record<TeachWhen, { title: string; description: string }> = {
  upcoming: {
    title: 'No sessions booked yet',
    description: 'When a family books a session with you, it shows here.',
  },
  past: {
    title: 'No past sessions yet',
    description: 'Sessions you have taught show here, so you can mark how each went.',
  },
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
  return (
    <>
      <QueryState
        query={sessions}
        loading={
          <ul aria-label="Loading your sessions" className="grid gap-3 md:grid-cols-2">
            {[0, 1].map((i) => (
              <li key={i} className="grid gap-2 rounded-[var(--radius-card)] border p-4">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </li>
            ))}
          </ul>
        }
        error={{ title: "We couldn't load your sessions. Please try again." }}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={CalendarDays} {...EMPTY[when]} />}
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
