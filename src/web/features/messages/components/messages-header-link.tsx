// The header's way to Messages, with the unread count, for a signed-in user who has conversations.
import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '#web/lib/i18n.tsx';
import { unreadTotal, useConversations } from '../api/get-conversations.ts';

export function MessagesHeaderLink({ userId }: { userId: number }) {
  const conversations = useConversations(userId);
  const t = useT();
  if (!conversations.data || conversations.data.length === 0) return null;
  const unread = unreadTotal(conversations.data);
  return (
    <Link
      href="/messages"
      className="relative inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold hover:bg-muted"
    >
      <MessageCircle aria-hidden className="size-5" />
      <span className="hidden sm:inline">{t('messages.title')}</span>
      <span className="sr-only sm:hidden">{t('messages.title')}</span>
      {unread > 0 ? (
        <span className="grid min-w-5 place-items-center rounded-full bg-coral-strong px-1 text-sm font-extrabold text-primary-foreground">
          <span aria-hidden>{unread}</span>
          <span className="sr-only">{t('messages.unreadCount', { count: unread })}</span>
        </span>
      ) : null}
    </Link>
  );
}
