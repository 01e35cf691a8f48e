import { PageContainer, PageHeader } from '@web/components/page-header';

export default function TutorsPage() {
  return (
    <PageContainer>
      <PageHeader title="Book a Session" description="Find a friendly tutor for your child." />
    </PageContainer>
  );
}
