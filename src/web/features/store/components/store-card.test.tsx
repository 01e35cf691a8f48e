import { describe, expect, it } from 'vitest';
import { messagesDrawnWhileLoading } from '#web/test/page-messages.tsx';
import { StoreCard } from './store-card.tsx';

describe('the Reward Store card', () => {
  it('drawn by the server while the session loads, puts a guest’s prompt in the page', () => {
    const used = messagesDrawnWhileLoading(<StoreCard />);
    // A guest's page then shows them after hydration without fetching the whole catalog.
    expect(used).toContain('store.logInPrompt');
    expect(used).toContain('store.logInOrRegister');
  });
});
