import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/messages.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { currentPath } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { MessageLink } from './message-link.tsx';

const conversation: Conversation = {
  id: 5,
  tutorId: 3,
  learnerId: 7,
  myRole: 'parent',
  with: { name: 'Maria Lopez', username: null },
  learnerFirstName: 'Sam',
  childConversation: true,
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2026-11-18T16:00:00.000Z',
};

describe('MessageLink', () => {
  it('opens the conversation of the tutor and the child, then goes to it', async () => {
    let sent: unknown;
    serve('POST /api/messages', ({ body }) => {
      sent = body;
      return answer(conversation, 201);
    });
    const { user, location } = renderWithApp(
      <MessageLink with={{ tutorId: 3, learnerId: 7 }} label="Message the tutor" />,
    );
    await user.click(screen.getByRole('button', { name: 'Message the tutor' }));
    await waitFor(() => expect(currentPath(location)).toBe('/messages?c=5'));
    expect(sent).toEqual({ tutorId: 3, learnerId: 7 });
  });

  it('says why when the conversation cannot be opened yet', async () => {
    serve(
      'POST /api/messages',
      answer({ message: 'You can message a tutor once a session with them is booked' }, 403),
    );
    const { user } = renderWithApp(<MessageLink with={{ tutorId: 3 }} label="Message the tutor" />);
    await user.click(screen.getByRole('button', { name: 'Message the tutor' }));
    await toastArea().findByText('You can message a tutor once a session with them is booked');
  });
});
