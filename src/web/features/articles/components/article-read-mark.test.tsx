import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { ArticleReadMark, READ_AFTER_MS } from './article-read-mark.tsx';

const reader: User = aStudent();

const page = (
  <div>
    <h1>An article</h1>
    <ArticleReadMark articleId={5} />
  </div>
);

afterEach(() => vi.useRealTimers());

describe('recording an article read', () => {
  it('records a signed-in reader after 20 seconds on the article, once', async () => {
    serve('GET /api/user', answer(reader));
    serve('POST /api/articles/5/read', answer({ ok: true }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(page);
    await screen.findByRole('heading', { name: 'An article' });
    await waitFor(() => expect(requests).toContain('GET /api/user'));
    await act(() => vi.advanceTimersByTimeAsync(READ_AFTER_MS - 1000));
    expect(requests).not.toContain('POST /api/articles/5/read');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(requests.filter((r) => r === 'POST /api/articles/5/read')).toHaveLength(1));
  });

  it('records nothing for a guest', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(page);
    await waitFor(() => expect(requests).toContain('GET /api/user'));
    await act(() => vi.advanceTimersByTimeAsync(READ_AFTER_MS + 1000));
    expect(requests).not.toContain('POST /api/articles/5/read');
  });
});
