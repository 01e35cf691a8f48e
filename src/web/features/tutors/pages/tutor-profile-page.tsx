import { PageContainer, PageHeader } from '@web/components/page-header';

export default function TutorProfilePage() {
  return (
    <PageContainer>
      <PageHeader title="Tutor Profile" />
    </PageContainer>
  );
}
