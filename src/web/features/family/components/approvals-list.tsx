// The parent's requests to answer (docs/rules.md#parents-in-the-loop): waiting ones with Approve and Decline,
// then what became of the latest ones.
import type { ApprovalRequest } from '#contract/parent-controls.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useAnswerApproval } from '../api/answer-approval.ts';
import { useParentApprovals } from '../api/get-parent-approvals.ts';

/** "Mia wants to buy Stickers": who asks, and for what. */
function askText(request: ApprovalRequest, t: Translate): string {
  return t('family.approvals.ask', {
    who: request.child.name || request.child.username,
    kind: request.kind === 'booking' ? 'booking' : 'buying',
    summary: request.summary,
  });
}

/** What became of a request, in words. */
export function approvalOutcome(request: Pick<ApprovalRequest, 'status' | 'outcome'>, t: Translate): string {
  switch (request.status) {
    case 'waiting':
      return t('family.approvals.waiting');
    case 'approved':
      return t('family.approvals.approved');
    case 'declined':
      return t('family.approvals.declined');
    case 'expired':
      return t('family.approvals.expired');
    case 'failed':
      return t('family.approvals.failed', { reason: request.outcome ?? t('family.approvals.cannotBeDone') });
  }
}

function WaitingRequest({ request }: { request: ApprovalRequest }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  const answer = useAnswerApproval({
    onSuccess: (done) =>
      toast(
        done.status === 'failed'
          ? { title: t('family.approvals.couldNot'), description: done.outcome ?? '', variant: 'destructive' }
          : {
              title:
                done.status === 'approved' ? t('family.approvals.approved') : t('family.approvals.declined'),
              variant: 'success',
            },
      ),
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  const ask = askText(request, t);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sun-soft/60 px-4 py-3">
      <div>
        <p className="font-bold">{ask}</p>
        <p className="text-sm text-muted-foreground">
          {request.pointsCost !== null
            ? `${t('family.approvals.pointsToday', { count: request.pointsCost })} · `
            : ''}
          {t('family.approvals.asked', { date: formatDateTime(request.createdAt, timeZone, locale) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: request.id, answer: 'approve' })}
          aria-label={t('family.approvals.approveLabel', { ask })}
        >
          {t('family.approvals.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: request.id, answer: 'decline' })}
          aria-label={t('family.approvals.declineLabel', { ask })}
        >
          {t('family.approvals.decline')}
        </Button>
      </div>
    </li>
  );
}

/** Parent Settings' "Waiting for your yes" card. */
export function ApprovalsList({ userId }: { userId: number }) {
  const approvals = useParentApprovals(userId);
  const t = useT();
  if (approvals.data === undefined) {
    return approvals.isError ? (
      <ErrorState query={approvals} title={t('family.approvals.loadError')} compact />
    ) : (
      <Skeleton className="h-24" aria-busy="true" />
    );
  }
  const waiting = approvals.data.filter((r) => r.status === 'waiting');
  const answered = approvals.data.filter((r) => r.status !== 'waiting').slice(0, 5);
  if (approvals.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.approvals.title')}</CardTitle>
        <CardDescription>{t('family.approvals.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {waiting.length === 0 ? (
          <p className="text-muted-foreground">{t('family.approvals.nothing')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('family.approvals.waitingLabel')}>
            {waiting.map((r) => (
              <WaitingRequest key={r.id} request={r} />
            ))}
          </ul>
        )}
        {answered.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label={t('family.approvals.answeredLabel')}>
            {answered.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={r.status === 'approved' ? 'default' : 'muted'}>{approvalOutcome(r, t)}</Badge>
                <span>
                  {r.child.name || r.child.username}: {r.summary}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
