import { PageContainer, PageHeader } from '@web/components/page-header';

export default function StorePage() {
  return (
    <PageContainer>
      <PageHeader title="Reward Store" description="Spend your points on rewards." />
    </PageContainer>
  );
}
