// "Message the tutor" / "Message the family": opens (or finds) the conversation of a tutor and a
// learner, then goes to it. A page places it where a booking is shown (docs/tutoring.md#messages).
import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import type { StartConversationInput } from '#contract/messages.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useStartConversation } from '../api/start-conversation.ts';

export interface MessageLinkProps {
  /** The family names the tutor (a parent, their child too); the tutor names the learner. */
  with: StartConversationInput;
  label: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

export function MessageLink({
  with: input,
  label,
  size = 'sm',
  variant = 'outline',
  className,
}: MessageLinkProps) {
  const [, navigate] = useLocation();
  const start = useStartConversation();
  const t = useT();
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      disabled={start.isPending}
      onClick={() =>
        start.mutate(input, {
          onSuccess: (conversation) => navigate(`/messages?c=${conversation.id}`),
          onError: (error) =>
            toast({
              title: t('messages.openFailed'),
              description: error.message,
              variant: 'destructive',
            }),
        })
      }
    >
      <MessageCircle aria-hidden /> {label}
    </Button>
  );
}
