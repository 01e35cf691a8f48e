// The reader's conversations: who with, the last message, and the unread count.
import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { Conversation } from '#contract/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type Translate, useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { useConversations } from '../api/get-conversations.ts';

/** The other side as the list names them; a parent sees which child a conversation is about. */
export function conversationTitle(t: Translate, c: Conversation): string {
  if (c.myRole === 'tutor') return c.with.username ? `${c.with.name} (${c.with.username})` : c.with.name;
  return c.myRole === 'parent'
    ? t('messages.about', { name: c.with.name, learner: c.learnerFirstName ?? '' })
    : c.with.name;
}

export interface ConversationListProps {
  userId: number;
  openId: number | undefined;
}

export function ConversationList({ userId, openId }: ConversationListProps) {
  const conversations = useConversations(userId);
  const t = useT();
  if (!conversations.data) {
    return conversations.isError ? (
      <ErrorState query={conversations} title={t('messages.loadError')} compact />
    ) : (
      <ul aria-label={t('messages.loadingConversations')} className="grid gap-2">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton className="block h-16 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState icon={MessagesSquare} title={t('messages.empty')} description={t('messages.emptyText')} />
    );
  }
  return (
    <ul aria-label={t('messages.conversationsList')} className="grid gap-2">
      {conversations.data.map((c) => (
        <li key={c.id}>
          <Link
            href={`/messages?c=${c.id}`}
            aria-current={c.id === openId ? 'page' : undefined}
            className={cn(
              'grid gap-0.5 rounded-2xl border p-3 hover:border-primary',
              c.id === openId ? 'border-primary bg-primary-soft' : 'bg-card',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-bold">{conversationTitle(t, c)}</span>
              {c.unreadCount > 0 ? (
                <span className="rounded-full bg-coral-strong px-2 text-sm font-extrabold text-primary-foreground">
                  {c.unreadCount}
                  <span className="sr-only"> {t('messages.unread')}</span>
                </span>
              ) : null}
            </span>
            <span className="truncate text-sm text-muted-foreground">
              {c.lastMessage
                ? c.lastMessage.fromMe
                  ? t('messages.fromMe', { text: c.lastMessage.text })
                  : c.lastMessage.text
                : t('messages.none')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
