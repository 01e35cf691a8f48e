import { NotebookPen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { TeachSession } from '#contract/teach.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { PracticeProgress } from '#web/features/lesson-notes/components/practice-progress.tsx';
import { JoinLessonLink } from '#web/features/lessons/components/join-lesson-link.tsx';
import { MessageLink } from '#web/features/messages/components/message-link.tsx';
import { MyHours } from '#web/features/teach/components/my-hours.tsx';
import { TeachSessions } from '#web/features/teach/components/teach-sessions.tsx';
import { useUser } from '#web/lib/session.ts';

/**
 * What the other parts of the tutor's page add to a session's card: a completed lesson's note
 * (write or edit it, and its practice with what the learner has done), and a way to message the
 * learner's family, and the way into the lesson room while it is open. Web features never import
 * each other, so the page composes them here.
 */
function sessionExtras(session: TeachSession): ReactNode {
  const lesson = `${session.subject} with ${session.learner.firstName}`;
  return (
    <div className="grid gap-3 border-t pt-3">
      {session.note && session.note.practice.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-bold">Practice you set</p>
          <PracticeProgress practice={session.note.practice} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {session.status === 'completed' ? (
          <Button asChild size="sm" variant={session.note ? 'outline' : 'default'}>
            <Link
              href={`/teach/sessions/${session.id}/note`}
              aria-label={`${session.note ? 'Edit the note' : 'Write a note'}: ${lesson}`}
            >
              <NotebookPen aria-hidden /> {session.note ? 'Edit the note' : 'Write a note'}
            </Link>
          </Button>
        ) : null}
        <JoinLessonLink
          sessionId={session.id}
          startsAt={session.startsAt}
          status={session.status}
          lesson={lesson}
        />
        <MessageLink with={{ learnerId: session.learner.id }} label="Message the family" />
      </div>
    </div>
  );
}

interface TeachTab {
  value: string;
  label: string;
  render: (userId: number) => ReactNode;
}

/**
 * /teach's tabs, in order. A part of the tutor's page is one more entry here, drawn by its own
 * feature; the tab bar scrolls sideways on a phone.
 */
const TEACH_TABS: TeachTab[] = [
  {
    value: 'upcoming',
    label: 'Upcoming',
    render: (userId) => <TeachSessions userId={userId} when="upcoming" extras={sessionExtras} />,
  },
  {
    value: 'past',
    label: 'Past',
    render: (userId) => <TeachSessions userId={userId} when="past" extras={sessionExtras} />,
  },
  { value: 'hours', label: 'My hours', render: () => <MyHours /> },
];

/** /teach, the tutor's own page (docs/tutoring.md#tutor-accounts-and-teach); the route's guard admits tutors only. */
export default function TeachPage() {
  const { data: user } = useUser();
  const [tab, setTab] = useState(TEACH_TABS[0]?.value ?? 'upcoming');
  return (
    <PageContainer className="grid gap-6">
      <PageHeader
        eyebrow="Teach"
        title="Your sessions"
        description="The sessions families booked with you and the hours you teach, in your time zone. Mark how each went, write a note after a lesson, or message the family."
      />
      {user ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Your teaching">
            {TEACH_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TEACH_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              {t.render(user.id)}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </PageContainer>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('Teach'),
  description: 'Your sessions and hours as a Sprout tutor.',
});
