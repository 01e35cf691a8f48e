import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest } from '#contract/parent-controls.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export type ApprovalAnswer = 'approve' | 'decline';

export function answerApproval({ id, answer }: { id: number; answer: ApprovalAnswer }) {
  return call(`POST /api/parent/approvals/:id/${answer}`, { params: { id } });
}

/** A parent's yes (the request runs now) or no. */
export function useAnswerApproval(
  options: { onSuccess?: (request: ApprovalRequest) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerApproval,
    onSuccess: (request) => {
      void invalidateAfter(queryClient, 'approvalAnswered');
      options.onSuccess?.(request);
    },
    onError: options.onError,
  });
}
