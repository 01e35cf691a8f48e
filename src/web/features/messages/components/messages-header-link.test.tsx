import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/messages.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { MessagesHeaderLink } from './messages-header-link.tsx';

const conversation = (id: number, unreadCount: number): Conversation => ({
  id,
  tutorId: 3,
  learnerId: 7,
  myRole: 'learner',
  with: { name: 'Maria Lopez', username: null },
  learnerFirstName: 'Sam',
  childConversation: false,
  lastMessage: null,
  unreadCount,
  createdAt: '2026-11-18T16:00:00.000Z',
});

describe('MessagesHeaderLink', () => {
  it('shows Messages with the unread count across conversations, read as "3 unread"', async () => {
    serve('GET /api/messages', answer([conversation(1, 2), conversation(2, 1)]));
    renderWithApp(<MessagesHeaderLink userId={7} />);
    const link = await screen.findByRole('link', { name: /Messages/ });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toContain('3 unread');
  });

  it('shows nothing to someone without conversations', async () => {
    serve('GET /api/messages', answer([]));
    renderWithApp(<MessagesHeaderLink userId={7} />);
    await waitFor(() => expect(requests).toContain('GET /api/messages'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
