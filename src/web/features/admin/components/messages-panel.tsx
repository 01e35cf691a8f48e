// Beyond the spec: the contact messages, newest first; an admin marks each handled, and who did
// it and when are kept.

import { CheckCheck, Inbox, SearchX } from 'lucide-react';
import type { AdminMessage } from '#contract/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { useAdminMessages } from '../api/get-admin-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';

export function MessagesPanel({ search }: { search: string }) {
  const t = useT();
  const messages = useAdminMessages();
  const term = search.trim().toLowerCase();
  let body: React.ReactNode;
  if (!messages.data) {
    body = messages.isError ? (
      <ErrorState query={messages} title={t('adminMessages.loadError')} />
    ) : (
      <Spinner label={t('adminMessages.loading')} className="mx-auto my-10" />
    );
  } else {
    const shown = messages.data.messages.filter((m) =>
      `${m.name} ${m.email} ${m.subject} ${m.message}`.toLowerCase().includes(term),
    );
    body =
      shown.length === 0 ? (
        term ? (
          <EmptyState icon={SearchX} title={t('adminMessages.noMatch')} />
        ) : (
          <EmptyState icon={Inbox} title={t('adminMessages.empty')} />
        )
      ) : (
        <ul className="grid gap-3" aria-label={t('adminMessages.title')}>
          {shown.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="manage-messages" className="grid gap-4">
      <h2 id="manage-messages" className="text-2xl font-extrabold">
        {t('adminMessages.title')}
      </h2>
      {body}
    </section>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const mark = useMarkMessageHandled();
  const handle = () =>
    mark.mutate(message.id, {
      onSuccess: () =>
        toast({
          title: t('admin.form.success'),
          description: t('adminMessages.marked'),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
    });
  const handledBy = message.handledBy ?? t('adminMessages.formerAdmin');
  return (
    <li className={cn('grid gap-2 rounded-2xl border bg-card p-4', message.handled && 'bg-muted/50')}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-extrabold">{message.subject}</p>
        {message.handled ? (
          <Badge variant="muted">{t('adminMessages.handled')}</Badge>
        ) : (
          <Badge variant="sun">{t('adminMessages.new')}</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {t('adminMessages.from', {
          name: message.name,
          email: message.email,
          date: formatDateTime(message.createdAt, timeZone, locale),
        })}
      </p>
      <p className="whitespace-pre-line">{message.message}</p>
      {message.handled ? (
        <p className="text-sm text-muted-foreground">
          {message.handledAt
            ? t('adminMessages.handledByOn', {
                name: handledBy,
                date: formatDateTime(message.handledAt, timeZone, locale),
              })
            : t('adminMessages.handledBy', { name: handledBy })}
        </p>
      ) : (
        <Button size="sm" variant="outline" className="w-fit" onClick={handle} disabled={mark.isPending}>
          <CheckCheck aria-hidden /> {t('adminMessages.markHandled')}
        </Button>
      )}
    </li>
  );
}
