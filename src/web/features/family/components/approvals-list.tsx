// The parent's requests to answer (docs/rules.md#parents-in-the-loop): waiting ones with Approve and Decline,
// then what became of the latest ones.
import type { ApprovalRequest } from '#contract/parent-controls.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { countOf, formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAnswerApproval } from '../api/answer-approval.ts';
import { useParentApprovals } from '../api/get-parent-approvals.ts';

const KIND_WORDS: Record<ApprovalRequest['kind'], string> = {
  checkout: 'wants to buy',
  purchase: 'wants to buy',
  booking: 'wants to book',
};

/** What became of a request, in words. */
export function approvalOutcome(request: Pick<ApprovalRequest, 'status' | 'outcome'>): string {
  switch (request.status) {
    case 'waiting':
      return 'Waiting for your yes';
    case 'approved':
      return 'Approved';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired after 7 days';
    case 'failed':
      return `Could not go through: ${request.outcome ?? 'it can no longer be done.'}`;
  }
}

function WaitingRequest({ request }: { request: ApprovalRequest }) {
  const timeZone = useReaderTimeZone();
  const answer = useAnswerApproval({
    onSuccess: (done) =>
      toast(
        done.status === 'failed'
          ? { title: 'It could not go through', description: done.outcome ?? '', variant: 'destructive' }
          : { title: done.status === 'approved' ? 'Approved' : 'Declined', variant: 'success' },
      ),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  const who = request.child.name || request.child.username;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sun-soft/60 px-4 py-3">
      <div>
        <p className="font-bold">
          {who} {KIND_WORDS[request.kind]} {request.summary}
        </p>
        <p className="text-sm text-muted-foreground">
          {request.pointsCost !== null ? `${countOf(request.pointsCost, 'point')} today · ` : ''}
          asked {formatDateTime(request.createdAt, timeZone)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: request.id, answer: 'approve' })}
          aria-label={`Approve: ${who} ${KIND_WORDS[request.kind]} ${request.summary}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: request.id, answer: 'decline' })}
          aria-label={`Decline: ${who} ${KIND_WORDS[request.kind]} ${request.summary}`}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

/** Parent Settings' "Waiting for your yes" card. */
export function ApprovalsList({ userId }: { userId: number }) {
  const approvals = useParentApprovals(userId);
  if (approvals.data === undefined) {
    return approvals.isError ? (
      <ErrorState query={approvals} title="We couldn't load the requests." compact />
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
        <CardTitle as="h3">Waiting for your yes</CardTitle>
        <CardDescription>
          Prices and stock are those of the moment you approve. Requests expire after 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {waiting.length === 0 ? (
          <p className="text-muted-foreground">Nothing is waiting for you.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Requests waiting">
            {waiting.map((r) => (
              <WaitingRequest key={r.id} request={r} />
            ))}
          </ul>
        )}
        {answered.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Answered requests">
            {answered.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={r.status === 'approved' ? 'default' : 'muted'}>{approvalOutcome(r)}</Badge>
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
