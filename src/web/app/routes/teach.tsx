import { type ReactNode, useState } from 'react';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { TeachSessions } from '#web/features/teach/components/teach-sessions.tsx';
import { useUser } from '#web/lib/session.ts';
import { pageTitle, type RouteMeta } from '../route-module';

interface TeachTab {
  value: string;
  label: string;
  render: (userId: number) => ReactNode;
}

/**
 * /teach's tabs, in order. A part of the tutor's page (their hours, say) is one more entry here,
 * drawn by its own feature; the tab bar scrolls sideways on a phone.
 */
const TEACH_TABS: TeachTab[] = [
  {
    value: 'upcoming',
    label: 'Upcoming',
    render: (userId) => <TeachSessions userId={userId} when="upcoming" />,
  },
  { value: 'past', label: 'Past', render: (userId) => <TeachSessions userId={userId} when="past" /> },
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
        description="The sessions families booked with you, in your time zone. Mark how each went, or cancel with a reason."
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
  description: 'Your sessions as a Sprout tutor.',
});
