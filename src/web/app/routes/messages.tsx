import { parseId } from '#contract/ids.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { ConversationList } from '#web/features/messages/components/conversation-list.tsx';
import { ConversationView } from '#web/features/messages/components/conversation-view.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { useUser } from '#web/lib/session.ts';

/**
 * /messages: the reader's conversations (beside the open one on a wide screen, above it on a
 * phone) and the open one, `?c={id}` (docs/tutoring.md#messages).
 */
export default function MessagesPage() {
  const { data: user } = useUser();
  const t = useT();
  const openId = parseId(usePageSearch().get('c'));
  return (
    <PageContainer className="grid gap-8">
      <PageHeader title={t('messages.title')} description={t('messages.lead')} />
      {user ? (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <nav aria-label={t('messages.conversations')}>
            <ConversationList userId={user.id} openId={openId} />
          </nav>
          {openId !== undefined ? (
            <ConversationView key={openId} conversationId={openId} />
          ) : (
            <p className="hidden text-muted-foreground lg:block">{t('messages.choose')}</p>
          )}
        </div>
      ) : null}
    </PageContainer>
  );
}

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('messages.title')),
  description: t('messages.metaDescription'),
});
