import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildLinkRequest } from '#contract/family.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export type LinkAnswer = 'accept' | 'decline';

export function answerLinkRequest({ id, answer }: { id: number; answer: LinkAnswer }) {
  return call(`POST /api/family/requests/:id/${answer}`, { params: { id } });
}

export function useAnswerLinkRequest(
  options: { onSuccess?: (request: ChildLinkRequest) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLinkRequest,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateAfter(queryClient, 'familyLink'),
    onError: options.onError,
  });
}
