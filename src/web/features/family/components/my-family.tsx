import { UserMinus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useLinkRequests } from '../api/get-link-requests.ts';
import { useLinkedParents } from '../api/get-linked-parents.ts';
import { useRemoveLink } from '../api/remove-link.ts';
import { LinkRequestItem, useLinkRequestAnswer } from './link-request-item.tsx';

const failed = (t: Translate) => (error: Error) =>
  toast({ title: t('common.error'), description: error.message, variant: 'destructive' });

function PendingRequests({ userId }: { userId: number }) {
  const requests = useLinkRequests(userId);
  const t = useT();
  const answer = useLinkRequestAnswer((request) =>
    t(request.status === 'accepted' ? 'family.child.canSee' : 'family.child.cannotSee', {
      parent: request.parent.name,
    }),
  );
  if (requests.isError)
    return <ErrorState compact query={requests} title={t('family.child.requestsError')} />;
  if (!requests.data?.length) return null;
  return (
    <ul className="grid gap-3" aria-label={t('family.request.label')}>
      {requests.data.map((r) => (
        <LinkRequestItem
          key={r.id}
          pending={answer.isPending}
          onAnswer={(choice) => answer.mutate({ id: r.id, answer: choice })}
        >
          {t('family.child.request', { parent: r.parent.name, relationship: r.relationship })}
        </LinkRequestItem>
      ))}
    </ul>
  );
}

function LinkedParents({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const parents = useLinkedParents(userId);
  const t = useT();
  const remove = useRemoveLink({
    onSuccess: () => toast({ title: t('family.link.removed'), description: t('family.child.removedText') }),
    onError: failed(t),
  });
  if (parents.data === undefined) {
    return parents.isError ? (
      <ErrorState compact query={parents} title={t('family.child.familyError')} />
    ) : (
      <Skeleton className="h-14" />
    );
  }
  if (parents.data.length === 0) {
    return <p className="text-muted-foreground">{t('family.child.noFamily')}</p>;
  }
  return (
    <ul className="grid gap-2" aria-label={t('family.child.linkedFamily')}>
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
              {t('family.child.linkedAs', {
                relationship: p.relationship,
                date: formatDate(p.linkedAt, timeZone, locale),
              })}
            </p>
          </div>
          <ConfirmDialog
            title={t('family.link.removeTitle', { name: p.name })}
            description={<p>{t('family.child.removeText', { name: p.name })}</p>}
            confirmLabel={t('family.link.removeConfirm')}
            pendingLabel={t('family.link.removing')}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(p.linkId)}
            trigger={
              <Button size="sm" variant="outline" aria-label={t('family.link.removeLabel', { name: p.name })}>
                <UserMinus aria-hidden /> {t('family.link.remove')}
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
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.child.title')}</CardTitle>
        <CardDescription>{t('family.child.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PendingRequests userId={userId} />
        <LinkedParents userId={userId} />
      </CardContent>
    </Card>
  );
}
