import { useParams } from 'wouter';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { ConsentAnswer } from '#web/features/consent/components/consent-answer.tsx';
import { useUser } from '#web/lib/session.ts';
import { pageTitle, type RouteMeta } from '../route-module';

/** /consent/{token}: the page the consent e-mail links to (docs/rules.md#families-consent-and-privacy). */
export default function ConsentPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data: user } = useUser();
  return (
    <PageContainer className="mx-auto grid max-w-2xl gap-6">
      <PageHeader
        title="A parent's yes"
        description="A child under 13 needs a parent to say yes before using all of Sprout."
      />
      <ConsentAnswer token={token} user={user} />
    </PageContainer>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle("A parent's yes"),
  description: 'Say yes or no to your child joining Sprout.',
});
