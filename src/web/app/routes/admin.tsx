import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.tsx';
import { AttendanceButton } from '#web/features/lessons/components/attendance-button.tsx';
import { useT } from '#web/lib/i18n.tsx';

export default function AdminPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} />
      <AdminDashboard
        bookingExtra={(session, lesson) => (
          <AttendanceButton
            sessionId={session.id}
            startsAt={session.startsAt}
            status={session.status}
            lesson={lesson}
          />
        )}
      />
    </PageContainer>
  );
}
