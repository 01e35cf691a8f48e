import { PageContainer, PageHeader } from '@web/components/page-header';

export default function ArticlesPage() {
  return (
    <PageContainer>
      <PageHeader title="Knowledge Center" description="Ideas and advice for learning at home." />
    </PageContainer>
  );
}
