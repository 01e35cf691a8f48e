import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { MyHours } from '#web/features/teach/components/my-hours.tsx';

/** /teach/hours: a tutor's own week, time off and session types (docs/tutoring.md#a-tutors-hours). */
export default function TeachHoursPage() {
  return (
    <PageContainer className="grid gap-8">
      <PageHeader
        eyebrow="Teach"
        title="My hours"
        description="Set when families can book you. Times are on the clocks of your time zone."
      />
      <MyHours />
    </PageContainer>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('My hours'),
  description: 'Set the hours you teach on Sprout, your time off and the sessions you offer.',
});
