import { UserMinus, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { LinkedChild, ParentLinkRequest, Relationship } from '#contract/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useChildren } from '../api/get-children.ts';
import { useSentLinkRequests } from '../api/get-sent-link-requests.ts';
import { useRemoveLink } from '../api/remove-link.ts';
import type { SessionAction } from './activity-panels.tsx';
import { ApprovalsList } from './approvals-list.tsx';
import { ChildActivityView } from './child-activity-view.tsx';
import { ChildSettingsForm } from './child-settings-form.tsx';
import { DigestSettingToggle } from './digest-setting.tsx';
import { LinkChildDialog } from './link-child-dialog.tsx';
import { PrizeAddress } from './prize-address.tsx';

const displayName = (child: Pick<LinkedChild, 'name' | 'username'>) => child.name || child.username;

/** What the parent is to the child, said to the parent ("you are their grandparent"). */
const roleText = (relationship: Relationship, t: Translate) => t('family.roleText', { relationship });

function requestStatus(request: ParentLinkRequest, timeZone: string, locale: string, t: Translate): string {
  if (request.status === 'pending') return t('family.request.waiting');
  return t('family.request.declined', { date: formatDate(request.canAskAgainAt, timeZone, locale) });
}

export function SentRequests({ userId }: { userId: number }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const t = useT();
  const requests = useSentLinkRequests(userId);
  const cancel = useRemoveLink({
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  if (!requests.data?.length) return null;
  return (
    <ul className="grid gap-2" aria-label={t('family.request.label')}>
      {requests.data.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sky/50 px-4 py-3"
        >
          <div>
            <p className="font-bold">
              {r.child.username} <span className="font-normal">· {roleText(r.relationship, t)}</span>
            </p>
            <p className="text-sm text-sky-foreground">{requestStatus(r, timeZone, locale, t)}</p>
          </div>
          {r.status === 'pending' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(r.id)}
            >
              {t('family.request.cancel')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface ChildListProps {
  items: LinkedChild[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

export function ChildList({ items, selectedId, onSelect }: ChildListProps) {
  const t = useT();
  const remove = useRemoveLink({
    onSuccess: () => toast({ title: t('family.link.removed'), description: t('family.link.removedText') }),
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  return (
    <ul className="grid gap-2" aria-label={t('family.myChildren')}>
      {items.map((c) => {
        const selected = c.id === selectedId;
        return (
          <li
            key={c.linkId}
            className={cn(
              'flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3',
              selected ? 'border-primary bg-primary-soft' : 'border-transparent bg-muted/60',
            )}
          >
            <div>
              <p className="font-bold">{displayName(c)}</p>
              <p className="text-sm text-muted-foreground">
                @{c.username}
                {c.grade ? ` · ${c.grade}` : ''}
                {c.age !== null ? ` · ${t('family.age', { age: c.age })}` : ''} ·{' '}
                {roleText(c.relationship, t)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={selected ? 'default' : 'outline'}
                aria-pressed={selected}
                onClick={() => onSelect(c.id)}
              >
                {selected ? t('family.selected') : t('family.viewActivity')}
              </Button>
              <ConfirmDialog
                title={t('family.link.removeTitle', { name: displayName(c) })}
                description={<p>{t('family.link.removeText', { name: displayName(c) })}</p>}
                confirmLabel={t('family.link.removeConfirm')}
                pendingLabel={t('family.link.removing')}
                pending={remove.isPending}
                onConfirm={() => remove.mutate(c.linkId)}
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('family.link.removeLabel', { name: displayName(c) })}
                  >
                    <UserMinus aria-hidden /> {t('family.link.remove')}
                  </Button>
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface ParentSettingsProps {
  userId: number;
  /** The page shows the digest's switch above (a parent who came from Unsubscribe): not again here. */
  digestSwitchAbove?: boolean;
  /** More about the selected child, from other features (the page composes them). */
  childExtras?: (child: { id: number; name: string }) => ReactNode;
  /** What the page offers beside each of a child's sessions, for that child. */
  sessionAction?: (childId: number) => SessionAction;
}

/**
 * Parent Settings (docs/product.md#screens-and-routes): requests waiting for a yes, linked children, link requests,
 * where prizes are sent, and the selected child's settings and activity (docs/rules.md#parents-in-the-loop).
 */
export function ParentSettings({
  userId,
  digestSwitchAbove = false,
  childExtras,
  sessionAction,
}: ParentSettingsProps) {
  const children = useChildren(userId);
  const t = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [chosenId, setChosenId] = useState<number | undefined>();
  const dialog = <LinkChildDialog open={dialogOpen} onOpenChange={setDialogOpen} />;

  if (children.data === undefined) {
    return children.isError ? (
      <ErrorState query={children} title={t('family.childrenError')} />
    ) : (
      <div className="grid place-items-center py-12">
        <Spinner label={t('family.childrenLoading')} />
      </div>
    );
  }
  const list = children.data;
  const selected = list.find((c) => c.id === chosenId) ?? list[0];
  return (
    <div className="grid gap-6">
      {list.length > 0 ? <ApprovalsList userId={userId} /> : null}
      {list.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t('family.noChildren')}
          description={t('family.noChildrenText')}
          action={
            <Button onClick={() => setDialogOpen(true)}>
              <UserPlus aria-hidden /> {t('family.linkChild')}
            </Button>
          }
        />
      ) : (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1.5">
              <CardTitle as="h3">{t('family.myChildren')}</CardTitle>
              <CardDescription>{t('family.chooseChild')}</CardDescription>
            </div>
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              <UserPlus aria-hidden /> {t('family.linkAnother')}
            </Button>
          </CardHeader>
          <CardContent>
            <ChildList items={list} selectedId={selected?.id} onSelect={setChosenId} />
          </CardContent>
        </Card>
      )}
      <SentRequests userId={userId} />
      {list.length > 0 && !digestSwitchAbove ? <DigestSettingToggle userId={userId} /> : null}
      {list.length > 0 ? <PrizeAddress userId={userId} /> : null}
      {list.length > 0 ? (
        selected ? (
          <>
            <ChildSettingsForm
              key={`settings-${selected.id}`}
              childId={selected.id}
              childName={displayName(selected)}
            />
            <ChildActivityView
              key={selected.id}
              childId={selected.id}
              childName={displayName(selected)}
              sessionAction={sessionAction?.(selected.id)}
            />
            {childExtras?.({ id: selected.id, name: displayName(selected) })}
          </>
        ) : (
          <p className="text-muted-foreground">{t('family.noneSelected')}</p>
        )
      ) : null}
      {dialog}
    </div>
  );
}
