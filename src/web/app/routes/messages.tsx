import { parseId } from '#contract/ids.ts';
import { pageTitle, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { ConversationList } from '#web/features/messages/components/conversation-list.tsx';
import { ConversationView } from '#web/features/messages/components/conversation-view.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { useUser } from '#web/lib/session.ts';

/**
 * /messages: the reader's conversations (beside the open one on a wide screen, above it on a
 * phone) and the open one, `?c={id}` (docs/tutoring.md#messages).
 */
export default function MessagesPage() {
  const { data: user } = useUser();
  const openId = parseId(usePageSearch().get('c'));
  return (
    <PageContainer className="grid gap-8">
      <PageHeader
        title="Messages"
        description="Talk with your tutor or your learner's family. Messages stay on Sprout."
      />
      {user ? (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <nav aria-label="Your conversations">
            <ConversationList userId={user.id} openId={openId} />
          </nav>
          {openId !== undefined ? (
            <ConversationView key={openId} conversationId={openId} />
          ) : (
            <p className="hidden text-muted-foreground lg:block">Choose a conversation to read it.</p>
          )}
        </div>
      ) : null}
    </PageContainer>
  );
}

export const meta: RouteMeta = () => ({
  title: pageTitle('Messages'),
  description: 'Your messages with tutors and families on Sprout.',
});
