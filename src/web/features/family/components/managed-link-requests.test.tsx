import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { ManagedLinkRequests } from './managed-link-requests.tsx';

const forLeo = {
  id: 7,
  parent: { name: 'Aunt Jo', username: 'aunt-jo' },
  forChild: { username: 'leo', name: 'Leo Rivers' },
  relationship: 'relative' as const,
  status: 'pending' as const,
  createdAt: '2026-06-01T12:00:00.000Z',
};

describe('ManagedLinkRequests (Parent Settings)', () => {
  it('shows nothing when no request waits for a child the parent manages', async () => {
    serve('GET /api/family/requests', answer([]));
    const { container } = renderWithApp(<ManagedLinkRequests userId={1} />);
    await waitFor(() => expect(requests).toContain('GET /api/family/requests'));
    expect(container.textContent).toBe('');
  });

  it("names the asker and the child, and the parent's accept is sent", async () => {
    serve('GET /api/family/requests', answer([forLeo]));
    serve('POST /api/family/requests/7/accept', answer({ ...forLeo, status: 'accepted' }));
    const { user } = renderWithApp(<ManagedLinkRequests userId={1} />);
    const list = await screen.findByRole('list', { name: 'Requests to link your children' });
    expect(list.textContent).toContain('Aunt Jo would like to link to Leo Rivers as their relative');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests).toContain('POST /api/family/requests/7/accept'));
    await screen.findByText("Aunt Jo can now see Leo Rivers's learning.");
  });

  it('says so when the requests cannot be loaded', async () => {
    serve('GET /api/family/requests', { status: 500, body: { message: 'Something went wrong' } });
    renderWithApp(<ManagedLinkRequests userId={1} />);
    await screen.findByText("We couldn't load the link requests for your children.");
  });
});
