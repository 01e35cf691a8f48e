import { PageContainer, PageHeader } from '@web/components/page-header';

export default function UserPanelPage() {
  return (
    <PageContainer>
      <PageHeader title="User Dashboard" />
    </PageContainer>
  );
}
