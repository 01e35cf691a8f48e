import { useParams } from 'wouter';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { ConsentAnswer } from '#web/features/consent/components/consent-answer.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useUser } from '#web/lib/session.ts';

/** /consent/{token}: the page the consent e-mail links to (docs/rules.md#families-consent-and-privacy). */
export default function ConsentPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data: user } = useUser();
  const t = useT();
  return (
    <PageContainer className="mx-auto grid max-w-2xl gap-6">
      <PageHeader title={t('consent.title')} description={t('consent.lead')} />
      <ConsentAnswer token={token} user={user} />
    </PageContainer>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('consent.title')),
  description: t('consent.metaDescription'),
});
