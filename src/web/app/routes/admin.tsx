import { PageContainer, PageHeader } from '@web/components/page-header';
import { AdminDashboard } from '@web/features/admin/components/admin-dashboard';

export default function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" />
      <AdminDashboard />
    </PageContainer>
  );
}
