import { PageContainer, PageHeader } from '@web/components/page-header';

export default function HomePage() {
  return (
    <PageContainer>
      <PageHeader
        title="Learn, Grow, and Thrive Together"
        description="Tutors, articles and learning games for curious kids and the grown-ups who cheer them on."
      />
    </PageContainer>
  );
}
