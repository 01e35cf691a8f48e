import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChildLinkRequest } from '#contract/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { type LinkAnswer, useAnswerLinkRequest } from '../api/answer-link-request.ts';

/** The answer to a link request, for whoever gives it (the child, or the child's managing parent). */
export function useLinkRequestAnswer(described: (request: ChildLinkRequest) => string) {
  return useAnswerLinkRequest({
    onSuccess: (request) =>
      toast({
        title: request.status === 'accepted' ? 'Family linked' : 'Request declined',
        description: described(request),
        variant: request.status === 'accepted' ? 'success' : 'default',
      }),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}

interface LinkRequestItemProps {
  children: ReactNode;
  pending: boolean;
  onAnswer: (answer: LinkAnswer) => void;
}

/** One waiting link request: what it asks, then Accept and Decline. */
export function LinkRequestItem({ children, pending, onAnswer }: LinkRequestItemProps) {
  return (
    <li className="grid gap-3 rounded-2xl border-2 border-sky-strong/30 bg-sky/50 p-4">
      <p className="font-bold">{children}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pending} onClick={() => onAnswer('accept')}>
          <Check aria-hidden /> Accept
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => onAnswer('decline')}>
          <X aria-hidden /> Decline
        </Button>
      </div>
    </li>
  );
}
