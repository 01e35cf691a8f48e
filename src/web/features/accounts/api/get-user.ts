import type { User } from '@contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api-client';

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
