import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactMessageInput } from '#contract/contact.ts';
import { call } from '#web/lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput) {
  return call('POST /api/contact', { body: input });
}

export function useSendContactMessage(
  options: { onSuccess?: (message: ContactMessage) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
