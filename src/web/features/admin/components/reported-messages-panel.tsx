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
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useMarkMessageReportHandled, useMessageReports } from '../api/message-reports.ts';

export function ReportedMessagesPanel() {
  const reports = useMessageReports('open');
  let body: React.ReactNode;
  if (!reports.data) {
    body = reports.isError ? (
      <ErrorState query={reports} title="We could not load the reported messages" />
    ) : (
      <Spinner label="Loading reported messages" className="mx-auto my-10" />
    );
  } else if (reports.data.length === 0) {
    body = <EmptyState icon={ShieldCheck} title="No reported messages" />;
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Reported messages">
        {reports.data.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="manage-reported-messages" className="grid gap-4">
      <h2 id="manage-reported-messages" className="text-2xl font-extrabold">
        Reported Messages
      </h2>
      {body}
    </section>
  );
}

function ReportCard({ report }: { report: MessageReport }) {
  const timeZone = useReaderTimeZone();
  const handle = useMarkMessageReportHandled();
  const { conversation } = report;
  return (
    <li
      className="grid gap-3 rounded-2xl border p-4"
      aria-label={`Message from ${report.message.sender} reported`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold">
          {conversation.tutorName} and {conversation.learnerUsername}
        </span>
        {conversation.childConversation ? <Badge variant="sun">Child's conversation</Badge> : null}
        <span className="text-sm text-muted-foreground">
          Reported by {report.reporter ?? 'a deleted account'} on{' '}
          {formatDateTime(report.reportedAt, timeZone)}
        </span>
      </div>
      <p className="rounded-xl bg-muted p-3 text-sm">
        <span className="font-semibold">Reason: </span>
        {report.reason}
      </p>
      <ol className="grid gap-1.5" aria-label="The conversation around it">
        {conversation.around.map((m) => (
          <li
            key={m.id}
            className={cn(
              'rounded-xl border p-2 text-sm',
              m.id === report.message.id ? 'border-destructive bg-destructive-soft/50' : 'bg-card',
            )}
          >
            <span className="font-semibold">{m.sender}</span>{' '}
            <span className="text-muted-foreground">{formatDateTime(m.sentAt, timeZone)}</span>
            {m.id === report.message.id ? <span className="sr-only"> (the reported message)</span> : null}
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
              toast({ title: 'Success', description: 'The report is marked handled.', variant: 'success' }),
            onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
          })
        }
      >
        <Check aria-hidden /> Mark handled
      </Button>
    </li>
  );
}
