// /messages drawn by the app's router: its loading, empty and error states, a conversation, a
// message sent with Enter, and a message the server refuses, shown by the composer. The header's
// unread count is tested with its component; the exchange between a parent and a tutor is a
// browser journey (e2e/messages.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_REFUSED } from '#contract/contact-details.ts';
import type { Conversation, ConversationMessages, Message } from '#contract/messages.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const parent = aStudent({ id: 20, username: 'pat_parent', name: 'Pat Parent', userType: 'parent' });

const conversation: Conversation = {
  id: 5,
  tutorId: 3,
  learnerId: 7,
  myRole: 'parent',
  with: { name: 'Maria Lopez', username: null },
  learnerFirstName: 'Sam',
  childConversation: true,
  lastMessage: { text: 'See you Tuesday', sentAt: '2026-11-20T16:00:00.000Z', fromMe: false },
  unreadCount: 2,
  createdAt: '2026-11-18T16:00:00.000Z',
};

const fromTutor: Message = {
  id: 11,
  conversationId: 5,
  text: 'See you Tuesday',
  sentAt: '2026-11-20T16:00:00.000Z',
  senderName: 'Maria Lopez',
  senderRole: 'tutor',
  mine: false,
};

function thread(messages: Message[]): ConversationMessages {
  return { conversation: { ...conversation, unreadCount: 0 }, messages, hasMore: false };
}

describe('/messages', () => {
  it('shows a skeleton while the conversations load', async () => {
    serve('GET /api/user', answer(parent));
    serveLater('GET /api/messages');
    renderRoute('/messages');
    await findPageHeading('Messages');
    expect(await screen.findByRole('list', { name: 'Loading conversations' })).toBeTruthy();
  });

  it('says how to start when there are no conversations', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer([]));
    renderRoute('/messages');
    await screen.findByText('No conversations yet');
    await expectNoAxeViolations();
  });

  it('says what to do when the conversations cannot be loaded, and tries again', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer({ message: 'Down' }, 500));
    const { user } = renderRoute('/messages');
    await screen.findByText('We could not load your messages');
    serve('GET /api/messages', answer([conversation]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /Maria Lopez, about Sam/ });
  });

  it('lists the conversations with their unread counts and opens one with its messages', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer([conversation]));
    serve('GET /api/messages/5', answer(thread([fromTutor])));
    renderRoute('/messages?c=5');
    const link = await screen.findByRole('link', { name: /Maria Lopez, about Sam/ });
    expect(link.textContent).toContain('2 unread');
    expect(link.getAttribute('aria-current')).toBe('page');
    const messages = await screen.findByRole('list', { name: 'Messages' });
    within(messages).getByText('See you Tuesday');
    screen.getByText(/Parents read every message here/);
    screen.getByRole('button', { name: 'Report the message from Maria Lopez' });
    await expectNoAxeViolations();
  });

  it('sends with Enter, keeps a new line with Shift+Enter, and shows the message sent', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer([conversation]));
    let messages = [fromTutor];
    serve('GET /api/messages/5', () => answer(thread(messages)));
    let sent: unknown;
    serve('POST /api/messages/5', ({ body }) => {
      sent = body;
      const mine: Message = {
        ...fromTutor,
        id: 12,
        text: 'Thank you!\nSee you',
        senderName: 'Pat',
        senderRole: 'parent',
        mine: true,
      };
      messages = [...messages, mine];
      return answer(mine, 201);
    });
    const { user } = renderRoute('/messages?c=5');
    const box = await screen.findByLabelText('Message to Maria Lopez');
    await user.type(box, 'Thank you!{Shift>}{Enter}{/Shift}See you');
    expect(screen.getByText('18/1000')).toBeTruthy();
    await user.type(box, '{Enter}');
    await waitFor(() => expect(sent).toEqual({ text: 'Thank you!\nSee you' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText(/Thank you!/);
  });

  it('shows the server’s refusal of contact details under the field and keeps what was typed', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer([conversation]));
    serve('GET /api/messages/5', answer(thread([fromTutor])));
    serve('POST /api/messages/5', answer({ message: CONTACT_DETAILS_REFUSED }, 400));
    const { user } = renderRoute('/messages?c=5');
    const box = await screen.findByLabelText('Message to Maria Lopez');
    await user.type(box, 'Call me on 555 123 4567{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_DETAILS_REFUSED);
    expect((box as HTMLTextAreaElement).value).toBe('Call me on 555 123 4567');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r === 'POST /api/messages/5')).toHaveLength(1);
  });

  it('shows earlier messages on request, before the newest page', async () => {
    serve('GET /api/user', answer(parent));
    serve('GET /api/messages', answer([conversation]));
    const older: Message = { ...fromTutor, id: 4, text: 'Welcome to our lessons' };
    serve('GET /api/messages/5', ({ url }) =>
      url.searchParams.get('before') === '11'
        ? answer({ ...thread([older]), hasMore: false })
        : answer({ ...thread([fromTutor]), hasMore: true }),
    );
    const { user } = renderRoute('/messages?c=5');
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    const list = screen.getByRole('list', { name: 'Messages' });
    await within(list).findByText('Welcome to our lessons');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Welcome to our lessons'),
      expect.stringContaining('See you Tuesday'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });
});
