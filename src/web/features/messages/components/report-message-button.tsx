// "Report" on a message: anyone in the conversation tells the admins about it, with a reason
// (docs/tutoring.md#messages). One report per person and message: a second says so.
import { ReportButton } from '#web/components/report-button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useReportMessage } from '../api/report-message.ts';

// With the form, not the page (report-button.tsx says why).
const loadSchema = () => import('#contract/messages.ts').then((m) => m.ReportMessageInputSchema);

export interface ReportMessageButtonProps {
  messageId: number;
  /** Who wrote it, naming the message for screen readers. */
  senderName: string;
}

export function ReportMessageButton({ messageId, senderName }: ReportMessageButtonProps) {
  const report = useReportMessage(messageId);
  const t = useT();
  return (
    <ReportButton
      thing="message"
      label={t('messages.report', { name: senderName })}
      loadSchema={loadSchema}
      adminAction="act"
      sender={report}
      className="h-8 px-2 text-muted-foreground"
    />
  );
}
