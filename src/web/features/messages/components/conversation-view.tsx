// One conversation: its messages, oldest first, polled while open, each with Report (but one's
// own), and the composer. In a child's conversation it says that parents read along.
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import type { Message } from '#contract/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useConversation, useEarlierMessages } from '../api/get-conversation.ts';
import { Composer } from './composer.tsx';
import { conversationTitle } from './conversation-list.tsx';
import { ReportMessageButton } from './report-message-button.tsx';

const ROLE_LABEL = {
  tutor: 'messages.role.tutor',
  learner: 'messages.role.learner',
  parent: 'messages.role.parent',
} as const satisfies Record<Message['senderRole'], MessageKey>;

function MessageItem({ message }: { message: Message }) {
  const timeZone = useReaderTimeZone();
  const { locale, t } = useI18n();
  return (
    <li className={cn('grid max-w-[85%] gap-1', message.mine ? 'justify-self-end' : 'justify-self-start')}>
      <div className={cn('rounded-2xl px-4 py-2', message.mine ? 'bg-primary-soft' : 'border bg-card')}>
        <p className="text-sm font-bold">
          {message.mine ? t('messages.you') : message.senderName}{' '}
          <span className="font-normal text-muted-foreground">({t(ROLE_LABEL[message.senderRole])})</span>
        </p>
        <p className="whitespace-pre-line break-words">{message.text}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, timeZone, locale)}</time>
        {message.mine ? null : <ReportMessageButton messageId={message.id} senderName={message.senderName} />}
      </div>
    </li>
  );
}

export function ConversationView({ conversationId }: { conversationId: number }) {
  const conversation = useConversation(conversationId);
  const { earlier, load } = useEarlierMessages(conversationId);
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const newest = conversation.data?.messages.at(-1)?.id;
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  if (!conversation.data) {
    return conversation.isError ? (
      <ErrorState query={conversation} title={t('messages.loadOneError')} />
    ) : (
      <div role="status" aria-label={t('messages.loadingOne')} className="grid gap-3">
        <Skeleton className="block h-14 w-2/3 rounded-2xl" />
        <Skeleton className="block h-14 w-1/2 justify-self-end rounded-2xl" />
        <Skeleton className="block h-24 w-full rounded-2xl" />
      </div>
    );
  }
  const { conversation: about } = conversation.data;
  const newestIds = new Set(conversation.data.messages.map((m) => m.id));
  const messages = [
    ...(earlier?.messages.filter((m) => !newestIds.has(m.id)) ?? []),
    ...conversation.data.messages,
  ];
  const hasMore = earlier ? earlier.hasMore : conversation.data.hasMore;
  const first = messages[0];
  return (
    <section aria-labelledby="open-conversation" className="grid gap-3">
      <h2 id="open-conversation" className="text-2xl font-extrabold">
        {conversationTitle(t, about)}
      </h2>
      {about.childConversation ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="size-4 text-primary" />
          {t('messages.parentsRead')}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">
          {t('messages.sayHello')}
        </p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling history is read with the arrow keys
          tabIndex={0}
          aria-label={t('messages.history')}
          className="max-h-[60vh] overflow-y-auto rounded-2xl pe-1"
        >
          {hasMore && first ? (
            <div className="mb-3 grid justify-items-center gap-1">
              <Button
                variant="outline"
                size="sm"
                disabled={load.isPending}
                onClick={() => load.mutate(first.id)}
              >
                {load.isPending ? t('messages.loadingEarlier') : t('messages.showEarlier')}
              </Button>
              {load.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {t('messages.earlierError')}
                </p>
              ) : null}
            </div>
          ) : null}
          <ol aria-label={t('messages.title')} className="grid gap-3">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ol>
          <div ref={end} />
        </section>
      )}
      <Composer conversationId={conversationId} toName={about.with.name} />
    </section>
  );
}
