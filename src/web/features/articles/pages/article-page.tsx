import { PageContainer, PageHeader } from '@web/components/page-header';

export default function ArticlePage() {
  return (
    <PageContainer>
      <PageHeader title="Article" />
    </PageContainer>
  );
}
