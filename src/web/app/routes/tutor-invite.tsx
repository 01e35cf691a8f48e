import { useParams } from 'wouter';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { TutorInviteForm } from '#web/features/teach/components/tutor-invite-form.tsx';

/** /tutor-invite/{token}: the page a tutor's invitation links to (docs/tutoring.md#tutor-accounts-and-teach). */
export default function TutorInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <PageContainer className="mx-auto grid max-w-2xl gap-6">
      <PageHeader
        eyebrow="Teach on Sprout"
        title="Make your tutor account"
        description="You were invited to teach on Sprout. Your account shows you the sessions families book with you."
      />
      <TutorInviteForm token={token} />
    </PageContainer>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('Make your tutor account'),
  description: 'Accept your invitation to teach on Sprout.',
});
