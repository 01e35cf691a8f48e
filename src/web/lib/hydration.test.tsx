import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationState, useHydrating } from './hydration.tsx';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { knowGuestAtStart, sessionState, useUser, useUserForAction } from './session.ts';

function Probe() {
  return <p>{useHydrating() ? 'as the server drew it' : 'with the browser’s values'}</p>;
}

function tree(queryClient: ReturnType<typeof createQueryClient>, hydrating: boolean) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationState hydrating={hydrating}>
        <Probe />
      </HydrationState>
    </QueryClientProvider>
  );
}

/** What a page shows of the session, and every state it drew, in order. */
const drawn: string[] = [];
function SessionProbe() {
  const state = sessionState(useUser().data);
  drawn.push(state);
  return <p>{state === 'guest' ? 'Log in to book' : state === 'loading' ? '…' : 'Book'}</p>;
}

function sessionTree(queryClient: ReturnType<typeof createQueryClient>, drawnFor: 'guest' | 'anyone') {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationState hydrating drawnFor={drawnFor}>
        <SessionProbe />
      </HydrationState>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: session.ts reads document.cookie; the test writes it.
  document.cookie = 'sprout_signed_in=; max-age=0';
});

describe('HydrationState', () => {
  it('hydrates the server’s HTML as drawn, then draws with the browser’s values', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createQueryClient(), true));
    document.body.append(container);
    expect(container.textContent).toBe('as the server drew it');

    const queryClient = createQueryClient();
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, tree(queryClient, true), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(screen.getByText('with the browser’s values')).toBeDefined());
    expect(recoverable).not.toHaveBeenCalled();
    // An errored query is asked again by a page mounted from now on (off while hydrating).
    expect(queryClient.getDefaultOptions().queries?.retryOnMount).toBe(true);
  });

  it('keeps retryOnMount off while a page is being hydrated', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retryOnMount).toBe(false);
  });
});

describe('a page drawn for its audience', () => {
  /** The server's HTML for `drawnFor`, hydrated in a browser that knows a guest (no signed-in cookie). */
  async function hydrateAsGuest(drawnFor: 'guest' | 'anyone') {
    const container = document.createElement('div');
    container.innerHTML = renderToString(sessionTree(createQueryClient(), drawnFor));
    document.body.append(container);
    const html = container.textContent;
    drawn.length = 0;
    const queryClient = createQueryClient();
    knowGuestAtStart(queryClient);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, sessionTree(queryClient, drawnFor), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(container.textContent).toBe('Log in to book'));
    expect(recoverable).not.toHaveBeenCalled();
    return html;
  }

  it("draws a guest's page as a guest sees it, and it does not change once hydrated", async () => {
    expect(await hydrateAsGuest('guest')).toBe('Log in to book');
    expect(new Set(drawn)).toEqual(new Set(['guest']));
  });

  it('draws a page for anyone as still loading, and shows the guest once hydrated', async () => {
    expect(await hydrateAsGuest('anyone')).toBe('…');
    expect(drawn[0]).toBe('loading');
    expect(drawn.at(-1)).toBe('guest');
  });
});

describe('a tap on a page drawn for a guest', () => {
  it('is for whoever is signed in now, though the page still shows a guest', async () => {
    // Signed in in another tab after this page was drawn: the session is known, the page not yet hydrated.
    const queryClient = createQueryClient();
    const child = { id: 7, username: 'sunny-fox' };
    queryClient.setQueryData(queryKeys.user, child);
    const firstRender: Array<{ shown: unknown; actFor: () => Promise<unknown> }> = [];
    renderHook(
      () => {
        const drawnAs = { shown: useUser().data, actFor: useUserForAction() };
        firstRender.push(drawnAs);
        return drawnAs;
      },
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={queryClient}>
            <HydrationState hydrating drawnFor="guest">
              {children}
            </HydrationState>
          </QueryClientProvider>
        ),
      },
    );
    const whileHydrating = firstRender[0]!;
    expect(whileHydrating.shown).toBeNull();
    expect(await whileHydrating.actFor()).toEqual(child);
  });
});

describe('knowGuestAtStart', () => {
  it('knows a visitor without the signed-in cookie is a guest, so nothing is asked', () => {
    const queryClient = createQueryClient();
    knowGuestAtStart(queryClient);
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
  });

  it('leaves the session to be asked when the signed-in cookie is there', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: session.ts reads document.cookie; the test writes it.
    document.cookie = 'sprout_signed_in=1';
    const queryClient = createQueryClient();
    knowGuestAtStart(queryClient);
    expect(queryClient.getQueryState(queryKeys.user)).toBeUndefined();
  });
});
