import { PageContainer, PageHeader } from '@web/components/page-header';

export default function GamesPage() {
  return (
    <PageContainer>
      <PageHeader title="Play to Learn" description="Games that teach and earn points." />
    </PageContainer>
  );
}
