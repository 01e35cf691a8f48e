import type { ChildLinkRequest } from '#contract/family.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { useT } from '#web/lib/i18n.tsx';
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
  const t = useT();
  const answer = useLinkRequestAnswer((request) =>
    t(request.status === 'accepted' ? 'family.managed.canSee' : 'family.managed.cannotSee', {
      parent: request.parent.name,
      child: forChildName(request),
    }),
  );
  if (requests.isError) {
    return <ErrorState compact query={requests} title={t('family.managed.error')} />;
  }
  const waiting = requests.data?.filter((r) => r.forChild !== null) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.managed.title')}</CardTitle>
        <CardDescription>{t('family.managed.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label={t('family.managed.title')}>
          {waiting.map((r) => (
            <LinkRequestItem
              key={r.id}
              pending={answer.isPending}
              onAnswer={(choice) => answer.mutate({ id: r.id, answer: choice })}
            >
              {t('family.managed.request', {
                parent: r.parent.name,
                child: forChildName(r),
                relationship: r.relationship,
              })}
            </LinkRequestItem>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
