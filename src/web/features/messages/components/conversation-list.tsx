// The reader's conversations: who with, the last message, and the unread count.
import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { Conversation } from '#contract/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/utils.ts';
import { useConversations } from '../api/get-conversations.ts';

/** The other side as the list names them; a parent sees which child a conversation is about. */
export function conversationTitle(c: Conversation): string {
  if (c.myRole === 'tutor') return c.with.username ? `${c.with.name} (${c.with.username})` : c.with.name;
  return c.myRole === 'parent' ? `${c.with.name}, about ${c.learnerFirstName}` : c.with.name;
}

export interface ConversationListProps {
  userId: number;
  openId: number | undefined;
}

export function ConversationList({ userId, openId }: ConversationListProps) {
  const conversations = useConversations(userId);
  if (!conversations.data) {
    return conversations.isError ? (
      <ErrorState query={conversations} title="We could not load your messages" compact />
    ) : (
      <ul aria-label="Loading conversations" className="grid gap-2">
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
      <EmptyState
        icon={MessagesSquare}
        title="No conversations yet"
        description="Once a session is booked, you can message the tutor from your dashboard."
      />
    );
  }
  return (
    <ul aria-label="Conversations" className="grid gap-2">
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
              <span className="font-bold">{conversationTitle(c)}</span>
              {c.unreadCount > 0 ? (
                <span className="rounded-full bg-coral-strong px-2 text-sm font-extrabold text-primary-foreground">
                  {c.unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </span>
            <span className="truncate text-sm text-muted-foreground">
              {c.lastMessage
                ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.text}`
                : 'No messages yet'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
