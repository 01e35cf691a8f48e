import { PageContainer, PageHeader } from '@web/components/page-header';

export default function ContactPage() {
  return (
    <PageContainer>
      <PageHeader title="Contact Us" description="We would love to hear from you." />
    </PageContainer>
  );
}
