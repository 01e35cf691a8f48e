import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { MyHours } from '#web/features/teach/components/my-hours.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** /teach/hours: a tutor's own week, time off and session types (docs/tutoring.md#a-tutors-hours). */
export default function TeachHoursPage() {
  const t = useT();
  return (
    <PageContainer className="grid gap-8">
      <PageHeader eyebrow={t('nav.teach')} title={t('teach.tab.hours')} description={t('teach.hoursLead')} />
      <MyHours />
    </PageContainer>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('teach.tab.hours')),
  description: t('teach.hoursMeta'),
});
