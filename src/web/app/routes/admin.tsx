import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.tsx';
import { useT } from '#web/lib/i18n.tsx';

export default function AdminPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} />
      <AdminDashboard />
    </PageContainer>
  );
}
