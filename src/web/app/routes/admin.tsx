import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.tsx';

export default function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" />
      <AdminDashboard />
    </PageContainer>
  );
}
