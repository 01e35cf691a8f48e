import { PageContainer, PageHeader } from '@web/components/page-header';

export default function LearnMorePage() {
  return (
    <PageContainer>
      <PageHeader title="How Sprout Works" description="What Sprout offers your family." />
    </PageContainer>
  );
}
