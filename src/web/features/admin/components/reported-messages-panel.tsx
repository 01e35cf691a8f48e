// The reported messages between tutors and families, oldest report first, each with the
// conversation around it; the admin marks one handled (docs/tutoring.md#messages).
import { Check, ShieldCheck } from 'lucide-react';
import type { MessageReport } from '#contract/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useMarkMessageReportHandled, useMessageReports } from '../api/message-reports.ts';

export function ReportedMessagesPanel() {
  const t = useT();
  const reports = useMessageReports('open');
  let body: React.ReactNode;
  if (!reports.data) {
    body = reports.isError ? (
      <ErrorState query={reports} title={t('adminReports.loadError')} />
    ) : (
      <Spinner label={t('adminReports.loading')} className="mx-auto my-10" />
    );
  } else if (reports.data.length === 0) {
    body = <EmptyState icon={ShieldCheck} title={t('adminReports.empty')} />;
  } else {
    body = (
      <ul className="grid gap-3" aria-label={t('adminReports.title')}>
        {reports.data.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="manage-reported-messages" className="grid gap-4">
      <h2 id="manage-reported-messages" className="text-2xl font-extrabold">
        {t('adminReports.title')}
      </h2>
      {body}
    </section>
  );
}

function ReportCard({ report }: { report: MessageReport }) {
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const handle = useMarkMessageReportHandled();
  const { conversation } = report;
  return (
    <li
      className="grid gap-3 rounded-2xl border p-4"
      aria-label={t('adminReports.cardLabel', { sender: report.message.sender })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold">
          {t('adminReports.between', {
            tutor: conversation.tutorName,
            learner: conversation.learnerUsername,
          })}
        </span>
        {conversation.childConversation ? (
          <Badge variant="sun">{t('adminReports.childConversation')}</Badge>
        ) : null}
        <span className="text-sm text-muted-foreground">
          {t('adminReports.reportedBy', {
            name: report.reporter ?? t('adminReports.deletedAccount'),
            date: formatDateTime(report.reportedAt, timeZone, locale),
          })}
        </span>
      </div>
      <p className="rounded-xl bg-muted p-3 text-sm">
        <span className="font-semibold">{t('adminReports.reason')} </span>
        {report.reason}
      </p>
      <ol className="grid gap-1.5" aria-label={t('adminReports.around')}>
        {conversation.around.map((m) => (
          <li
            key={m.id}
            className={cn(
              'rounded-xl border p-2 text-sm',
              m.id === report.message.id ? 'border-destructive bg-destructive-soft/50' : 'bg-card',
            )}
          >
            <span className="font-semibold">{m.sender}</span>{' '}
            <span className="text-muted-foreground">{formatDateTime(m.sentAt, timeZone, locale)}</span>
            {m.id === report.message.id ? (
              <span className="sr-only"> {t('adminReports.theReported')}</span>
            ) : null}
            <p className="whitespace-pre-line break-words">{m.text}</p>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-end"
        disabled={handle.isPending}
        onClick={() =>
          handle.mutate(report.id, {
            onSuccess: () =>
              toast({
                title: t('admin.form.success'),
                description: t('adminReports.marked'),
                variant: 'success',
              }),
            onError: (error) =>
              toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
          })
        }
      >
        <Check aria-hidden /> {t('adminReports.markHandled')}
      </Button>
    </li>
  );
}
