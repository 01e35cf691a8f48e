import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChildLinkRequest } from '#contract/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { type LinkAnswer, useAnswerLinkRequest } from '../api/answer-link-request.ts';

/** The answer to a link request, for whoever gives it (the child, or the child's managing parent). */
export function useLinkRequestAnswer(described: (request: ChildLinkRequest) => string) {
  const t = useT();
  return useAnswerLinkRequest({
    onSuccess: (request) =>
      toast({
        title: request.status === 'accepted' ? t('family.answer.linked') : t('family.answer.declined'),
        description: described(request),
        variant: request.status === 'accepted' ? 'success' : 'default',
      }),
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
}

interface LinkRequestItemProps {
  children: ReactNode;
  pending: boolean;
  onAnswer: (answer: LinkAnswer) => void;
}

/** One waiting link request: what it asks, then Accept and Decline. */
export function LinkRequestItem({ children, pending, onAnswer }: LinkRequestItemProps) {
  const t = useT();
  return (
    <li className="grid gap-3 rounded-2xl border-2 border-sky-strong/30 bg-sky/50 p-4">
      <p className="font-bold">{children}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pending} onClick={() => onAnswer('accept')}>
          <Check aria-hidden /> {t('family.answer.accept')}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => onAnswer('decline')}>
          <X aria-hidden /> {t('family.approvals.decline')}
        </Button>
      </div>
    </li>
  );
}
