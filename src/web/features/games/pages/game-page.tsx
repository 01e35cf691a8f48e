import { PageContainer, PageHeader } from '@web/components/page-header';

export default function GamePage() {
  return (
    <PageContainer>
      <PageHeader title="Game" />
    </PageContainer>
  );
}
