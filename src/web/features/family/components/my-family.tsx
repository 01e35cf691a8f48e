import { UserMinus } from 'lucide-react';
import { linkRequestText } from '#contract/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useLinkRequests } from '../api/get-link-requests.ts';
import { useLinkedParents } from '../api/get-linked-parents.ts';
import { useRemoveLink } from '../api/remove-link.ts';
import { LinkRequestItem, useLinkRequestAnswer } from './link-request-item.tsx';

const failed = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

function PendingRequests({ userId }: { userId: number }) {
  const requests = useLinkRequests(userId);
  const answer = useLinkRequestAnswer((request) =>
    request.status === 'accepted'
      ? `${request.parent.name} can now see your learning.`
      : `${request.parent.name} will not see your learning.`,
  );
  if (requests.isError)
    return <ErrorState compact query={requests} title="We couldn't load your link requests." />;
  if (!requests.data?.length) return null;
  return (
    <ul className="grid gap-3" aria-label="Link requests">
      {requests.data.map((r) => (
        <LinkRequestItem
          key={r.id}
          pending={answer.isPending}
          onAnswer={(choice) => answer.mutate({ id: r.id, answer: choice })}
        >
          {linkRequestText(r.parent.name, r.relationship)}
        </LinkRequestItem>
      ))}
    </ul>
  );
}

function LinkedParents({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const parents = useLinkedParents(userId);
  const remove = useRemoveLink({
    onSuccess: () => toast({ title: 'Link removed', description: 'They can no longer see your learning.' }),
    onError: failed,
  });
  if (parents.data === undefined) {
    return parents.isError ? (
      <ErrorState compact query={parents} title="We couldn't load your family." />
    ) : (
      <Skeleton className="h-14" />
    );
  }
  if (parents.data.length === 0) {
    return <p className="text-muted-foreground">No family members are linked to your account.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Linked family">
      {parents.data.map((p) => (
        <li
          key={p.linkId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-muted/60 px-4 py-3"
        >
          <div>
            <p className="font-bold">
              {p.name} <span className="font-normal text-muted-foreground">({p.username})</span>
            </p>
            <p className="text-sm text-muted-foreground">
              Your {p.relationship}, linked {formatDate(p.linkedAt, timeZone)}
            </p>
          </div>
          <ConfirmDialog
            title={`Remove the link with ${p.name}?`}
            description={
              <p>
                {p.name} will no longer see your learning. This cannot be undone: to link again, they have to
                send a new request.
              </p>
            }
            confirmLabel="Remove the link"
            pendingLabel="Removing..."
            pending={remove.isPending}
            onConfirm={() => remove.mutate(p.linkId)}
            trigger={
              <Button size="sm" variant="outline" aria-label={`Remove the link with ${p.name}`}>
                <UserMinus aria-hidden /> Remove
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** The child's side of family links: requests to answer, and who is linked. */
export function MyFamily({ userId }: { userId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">My Family</CardTitle>
        <CardDescription>
          Family members you accept can see your study time, games and tutoring.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PendingRequests userId={userId} />
        <LinkedParents userId={userId} />
      </CardContent>
    </Card>
  );
}
