import { PageContainer, PageHeader } from '@web/components/page-header';

export default function MathChallengePage() {
  return (
    <PageContainer>
      <PageHeader title="Math Quick Challenge" />
    </PageContainer>
  );
}
