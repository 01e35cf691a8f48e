import { NotebookPen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { TeachSession } from '#contract/teach.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { PracticeProgress } from '#web/features/lesson-notes/components/practice-progress.tsx';
import { AttendanceButton } from '#web/features/lessons/components/attendance-button.tsx';
import { JoinLessonLink } from '#web/features/lessons/components/join-lesson-link.tsx';
import { MessageLink } from '#web/features/messages/components/message-link.tsx';
import { MyHours } from '#web/features/teach/components/my-hours.tsx';
import { TeachSessions } from '#web/features/teach/components/teach-sessions.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { useUser } from '#web/lib/session.ts';

/**
 * What the other parts of the tutor's page add to a session's card: a completed lesson's note
 * (write or edit it, and its practice with what the learner has done), and a way to message the
 * learner's family, and the way into the lesson room while it is open. Web features never import
 * each other, so the page composes them here.
 */
function sessionExtras(session: TeachSession): ReactNode {
  return <SessionExtras session={session} />;
}

function SessionExtras({ session }: { session: TeachSession }) {
  const t = useT();
  const lesson = t('sessions.subjectWith', {
    subject: optionLabel(t, session.subject),
    name: session.learner.firstName,
  });
  const action = session.note ? t('teach.editNote') : t('teach.writeNote');
  return (
    <div className="grid gap-3 border-t pt-3">
      {session.note && session.note.practice.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-bold">{t('teach.practiceYouSet')}</p>
          <PracticeProgress practice={session.note.practice} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {session.status === 'completed' ? (
          <Button asChild size="sm" variant={session.note ? 'outline' : 'default'}>
            <Link href={`/teach/sessions/${session.id}/note`} aria-label={`${action}: ${lesson}`}>
              <NotebookPen aria-hidden /> {action}
            </Link>
          </Button>
        ) : null}
        <JoinLessonLink
          sessionId={session.id}
          startsAt={session.startsAt}
          status={session.status}
          lesson={lesson}
        />
        <AttendanceButton
          sessionId={session.id}
          startsAt={session.startsAt}
          status={session.status}
          lesson={lesson}
        />
        <MessageLink with={{ learnerId: session.learner.id }} label={t('teach.messageFamily')} />
      </div>
    </div>
  );
}

interface TeachTab {
  value: string;
  label: MessageKey;
  render: (userId: number) => ReactNode;
}

/**
 * /teach's tabs, in order. A part of the tutor's page is one more entry here, drawn by its own
 * feature; the tab bar scrolls sideways on a phone.
 */
const TEACH_TABS: TeachTab[] = [
  {
    value: 'upcoming',
    label: 'teach.tab.upcoming',
    render: (userId) => <TeachSessions userId={userId} when="upcoming" extras={sessionExtras} />,
  },
  {
    value: 'past',
    label: 'teach.tab.past',
    render: (userId) => <TeachSessions userId={userId} when="past" extras={sessionExtras} />,
  },
  { value: 'hours', label: 'teach.tab.hours', render: () => <MyHours /> },
];

/** /teach, the tutor's own page (docs/tutoring.md#tutor-accounts-and-teach); the route's guard admits tutors only. */
export default function TeachPage() {
  const { data: user } = useUser();
  const [tab, setTab] = useState(TEACH_TABS[0]?.value ?? 'upcoming');
  const t = useT();
  return (
    <PageContainer className="grid gap-6">
      <PageHeader eyebrow={t('nav.teach')} title={t('teach.title')} description={t('teach.lead')} />
      {user ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('teach.tabs')}>
            {TEACH_TABS.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {t(entry.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TEACH_TABS.map((entry) => (
            <TabsContent key={entry.value} value={entry.value}>
              {entry.render(user.id)}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </PageContainer>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('nav.teach')),
  description: t('teach.metaDescription'),
});
