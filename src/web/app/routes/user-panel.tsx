import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { User } from '#contract/accounts.ts';
import { DashboardOverview } from '#web/app/routes/user-panel/overview.tsx';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ManagedChildren } from '#web/features/consent/components/managed-children.tsx';
import { WaitingForParent } from '#web/features/consent/components/waiting-for-parent.tsx';
import { AdminPanelCard } from '#web/features/dashboard/components/admin-panel-card.tsx';
import { DashboardSidebar } from '#web/features/dashboard/components/dashboard-sidebar.tsx';
import {
  defaultDashboardTab,
  readDashboardTab,
  tabsFor,
} from '#web/features/dashboard/components/dashboard-tabs.ts';
import { PointsSummary } from '#web/features/dashboard/components/points-summary.tsx';
import { useWaitingApprovalsCount } from '#web/features/family/api/get-parent-approvals.ts';
import { DigestSettingToggle } from '#web/features/family/components/digest-setting.tsx';
import { ManagedLinkRequests } from '#web/features/family/components/managed-link-requests.tsx';
import { MyControls } from '#web/features/family/components/my-controls.tsx';
import { ParentSettings } from '#web/features/family/components/parent-settings.tsx';
import { AllAchievements } from '#web/features/game-progress/components/recent-achievements.tsx';
import { ChildLessonNotes } from '#web/features/lesson-notes/components/child-lesson-notes.tsx';
import { AttendanceButton } from '#web/features/lessons/components/attendance-button.tsx';
import { JoinLessonLink } from '#web/features/lessons/components/join-lesson-link.tsx';
import { MessageLink } from '#web/features/messages/components/message-link.tsx';
import { InventoryList } from '#web/features/store/components/inventory-list.tsx';
import { MerchandiseGrid } from '#web/features/store/components/merchandise-grid.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { usePageSearch } from '#web/lib/page-search.ts';
import { usePoints, useUser } from '#web/lib/session.ts';

function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h2 className="text-2xl font-extrabold">{title}</h2>
      {children}
    </section>
  );
}

function Dashboard({ user }: { user: User }) {
  const [path, navigate] = useLocation();
  const search = usePageSearch();
  const points = usePoints(user.id).data?.points;
  const tab = readDashboardTab(search, user);
  const digestOff = new URLSearchParams(search).get('digest') === 'off';
  const firstTab = defaultDashboardTab(user);
  const waiting = useWaitingApprovalsCount(user.userType === 'parent' ? user.id : undefined);
  const t = useT();
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <DashboardSidebar user={user} points={points} onBack={goBack} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === firstTab ? path : `${path}?tab=${value}`, { replace: true })
        }
      >
        <TabsList aria-label={t('dashboard.sections')}>
          {tabsFor(user).map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}
              {tab.value === 'parent' && waiting > 0 ? (
                <span className="ms-1.5 rounded-full bg-coral px-2 text-sm text-coral-foreground">
                  {waiting}
                  <span className="sr-only"> {t('dashboard.waitingForYes')}</span>
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <TabSection title={t('dashboard.tab.dashboard')}>
            {user.consent === 'pending' ? <WaitingForParent userId={user.id} /> : null}
            {user.userType === 'student' ? <MyControls userId={user.id} /> : null}
            <DashboardOverview user={user} points={points} />
          </TabSection>
        </TabsContent>
        <TabsContent value="inventory">
          <TabSection title={t('dashboard.tab.inventory')}>
            <InventoryList
              returnTo="/user-panel?tab=inventory"
              emptyAction={{ label: t('dashboard.goToStore'), onClick: () => navigate(`${path}?tab=store`) }}
            />
          </TabSection>
        </TabsContent>
        <TabsContent value="store">
          <TabSection title={t('dashboard.tab.store')}>
            <PointsSummary points={points} />
            <MerchandiseGrid />
          </TabSection>
        </TabsContent>
        <TabsContent value="achievements">
          <TabSection title={t('dashboard.tab.achievements')}>
            <AllAchievements userId={user.id} />
          </TabSection>
        </TabsContent>
        {user.userType === 'parent' ? (
          <TabsContent value="parent">
            <TabSection title={t('dashboard.tab.parent')}>
              {/* The digest's Unsubscribe link lands here: what it did comes first. */}
              {digestOff ? <DigestSettingToggle userId={user.id} justUnsubscribed /> : null}
              <ManagedChildren userId={user.id} />
              <ManagedLinkRequests userId={user.id} />
              <ParentSettings
                userId={user.id}
                digestSwitchAbove={digestOff}
                childExtras={(child) => (
                  <ChildLessonNotes key={`notes-${child.id}`} childId={child.id} childName={child.name} />
                )}
                sessionAction={(childId) => (session) =>
                  session.status === 'cancelled' ? null : (
                    <div className="flex flex-wrap items-center gap-2">
                      <JoinLessonLink
                        sessionId={session.id}
                        startsAt={session.startsAt}
                        status={session.status}
                        lesson={`${optionLabel(t, session.subject)}, ${session.tutor.name}`}
                      />
                      <AttendanceButton
                        sessionId={session.id}
                        startsAt={session.startsAt}
                        status={session.status}
                        lesson={`${optionLabel(t, session.subject)}, ${session.tutor.name}`}
                      />
                      <MessageLink
                        with={{ tutorId: session.tutorId, learnerId: childId }}
                        label={t('dashboard.messageTutor')}
                      />
                    </div>
                  )
                }
              />
            </TabSection>
          </TabsContent>
        ) : null}
        {user.isAdmin ? (
          <TabsContent value="admin">
            <TabSection title={t('dashboard.tab.admin')}>
              <AdminPanelCard />
            </TabSection>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

/** /user-panel: the signed-in user's dashboard (docs/product.md#screens-and-routes). */
export default function UserPanelPage() {
  const { data: user } = useUser();
  const t = useT();
  return (
    <PageContainer className="grid gap-8">
      <PageHeader title={t('dashboard.title')} />
      {user ? <Dashboard user={user} /> : null}
    </PageContainer>
  );
}
