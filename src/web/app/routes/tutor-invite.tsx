import { useParams } from 'wouter';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { TutorInviteForm } from '#web/features/teach/components/tutor-invite-form.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** /tutor-invite/{token}: the page a tutor's invitation links to (docs/tutoring.md#tutor-accounts-and-teach). */
export default function TutorInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  const t = useT();
  return (
    <PageContainer className="mx-auto grid max-w-2xl gap-6">
      <PageHeader
        eyebrow={t('teach.invite.eyebrow')}
        title={t('teach.invite.title')}
        description={t('teach.invite.lead')}
      />
      <TutorInviteForm token={token} />
    </PageContainer>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('teach.invite.title')),
  description: t('teach.invite.meta'),
});
