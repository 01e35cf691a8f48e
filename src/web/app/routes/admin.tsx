import { PageContainer, PageHeader } from '@web/components/page-header';

export default function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" />
    </PageContainer>
  );
}
