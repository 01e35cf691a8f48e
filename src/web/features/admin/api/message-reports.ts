// The admins' queue of reported messages (docs/tutoring.md#messages) and marking one handled.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter, queryKeys } from '#web/lib/query-keys.ts';

export type MessageReportStatus = 'open' | 'handled';

export function getMessageReports(status: MessageReportStatus, signal?: AbortSignal) {
  return call('GET /api/admin/message-reports', { query: { status }, signal });
}

export function getMessageReportsQueryOptions(status: MessageReportStatus) {
  return queryOptions({
    queryKey: queryKeys.admin.messageReports(status),
    queryFn: ({ signal }) => getMessageReports(status, signal),
  });
}

export function useMessageReports(status: MessageReportStatus) {
  return useQuery(getMessageReportsQueryOptions(status));
}

export function markMessageReportHandled(id: number) {
  return call('POST /api/admin/message-reports/:id/handled', { params: { id } });
}

export function useMarkMessageReportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageReportHandled,
    onSettled: () => invalidateAfter(queryClient, 'messageReportHandled'),
  });
}
