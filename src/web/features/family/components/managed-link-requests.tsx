import { type ChildLinkRequest, managedLinkRequestText } from '#contract/family.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { useLinkRequests } from '../api/get-link-requests.ts';
import { LinkRequestItem, useLinkRequestAnswer } from './link-request-item.tsx';

const forChildName = (request: ChildLinkRequest) => request.forChild?.name ?? '';

/**
 * Parent Settings: link requests to a child under 13 whose consent this parent gave. The child
 * never sees them; this parent accepts or declines (docs/rules.md#families-consent-and-privacy). Nothing shows when none
 * is waiting.
 */
export function ManagedLinkRequests({ userId }: { userId: number }) {
  const requests = useLinkRequests(userId);
  const answer = useLinkRequestAnswer((request) =>
    request.status === 'accepted'
      ? `${request.parent.name} can now see ${forChildName(request)}'s learning.`
      : `${request.parent.name} will not see ${forChildName(request)}'s learning.`,
  );
  if (requests.isError) {
    return (
      <ErrorState compact query={requests} title="We couldn't load the link requests for your children." />
    );
  }
  const waiting = requests.data?.filter((r) => r.forChild !== null) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Requests to link your children</CardTitle>
        <CardDescription>
          You answer for the children whose account you set up or said yes to. Accepting lets that person see
          the child's learning.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Requests to link your children">
          {waiting.map((r) => (
            <LinkRequestItem
              key={r.id}
              pending={answer.isPending}
              onAnswer={(choice) => answer.mutate({ id: r.id, answer: choice })}
            >
              {managedLinkRequestText(r.parent.name, forChildName(r), r.relationship)}
            </LinkRequestItem>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
