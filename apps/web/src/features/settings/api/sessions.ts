import type { SessionInfo } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

export const sessionsKey = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: the signed-in user's devices. */
export function fetchSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return call('auth.sessions.list', { ...(signal ? { signal } : {}) });
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => fetchSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQuery());
}
