// Who is signed in, and their points: read by every feature, so it lives here, not in one
// feature. The accounts feature's login, register and logout calls write to these queries.
import type { Points, User } from '@contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** The signed-in user, or null for a guest (a 401 or any failure means no user). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/user');
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function getUserQueryOptions() {
  return queryOptions({ queryKey: ['user'], queryFn: getUser });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/** The signed-in user's points, keyed by user id; fetched only when signed in. */
export function getPointsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: ['points', userId],
    queryFn: () => api.get<Points>('/api/users/points'),
    enabled: userId !== undefined,
  });
}

export function usePoints(userId: number | undefined) {
  return useQuery(getPointsQueryOptions(userId));
}
