// A .tsx file so it runs in the components project, which has a window (the page address).
// An ended session sends the person to /auth with "Please log in again" and the way back
// (docs/rules.md#families-consent-and-privacy); a guest's 401 does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { SESSION_ENDED_REASON, sessionEndedPath } from './session-ended.ts';

const signedIn = { id: 1, username: 'mia', name: 'Mia' };
const unauthorized = () => Promise.reject(new ApiError(401, 'Please log in to continue'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a session that ended', () => {
  it('forgets the user and goes to /auth, naming the page to come back to', async () => {
    window.history.replaceState(null, '', '/user-panel?tab=parent');
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    client.setQueryData(queryKeys.user, signedIn);
    await client.fetchQuery({ queryKey: ['points'], queryFn: unauthorized }).catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(
      `/auth?next=${encodeURIComponent('/user-panel?tab=parent')}&reason=${SESSION_ENDED_REASON}`,
    );
    expect(client.getQueryData(queryKeys.user)).toBeNull();
  });

  it('is noticed from a refused write as well', async () => {
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    client.setQueryData(queryKeys.user, signedIn);
    await client
      .getMutationCache()
      .build(client, { mutationFn: unauthorized })
      .execute(undefined)
      .catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(sessionEndedPath('/'));
  });

  it("leaves a guest's 401 (a wrong password at login) and other errors alone", async () => {
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    client.setQueryData(queryKeys.user, null);
    await client.fetchQuery({ queryKey: ['a'], queryFn: unauthorized }).catch(() => undefined);
    client.setQueryData(queryKeys.user, signedIn);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(403, 'No')) })
      .catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.user)).toEqual(signedIn);
  });

  it('stays on /auth when the ended session is noticed there', async () => {
    window.history.replaceState(null, '', '/auth');
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    client.setQueryData(queryKeys.user, signedIn);
    await client.fetchQuery({ queryKey: ['c'], queryFn: unauthorized }).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.user)).toBeNull();
  });
});
