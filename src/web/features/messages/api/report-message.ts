import { useMutation } from '@tanstack/react-query';
import type { ReportMessageInput } from '#contract/messages.ts';
import { call } from '#web/lib/api-client.ts';

export function reportMessage(messageId: number, input: ReportMessageInput) {
  return call('POST /api/messages/:messageId/report', { params: { messageId }, body: input });
}

export function useReportMessage(messageId: number) {
  return useMutation({ mutationFn: (input: ReportMessageInput) => reportMessage(messageId, input) });
}
