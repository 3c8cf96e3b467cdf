import type { DigestSettings, UpdateDigestSettingsBody } from '@wealthlog/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(settingsPaths);

export const digestSettingsKey = ['settings', 'digest'] as const;

/** GET /api/digestSettings: the weekly e-mail's opt-in and weekday. */
export function fetchDigestSettings(signal?: AbortSignal): Promise<DigestSettings> {
  return call('settings.digest.get', { ...(signal ? { signal } : {}) });
}

export const digestSettingsQuery = () =>
  queryOptions({
    queryKey: digestSettingsKey,
    queryFn: ({ signal }) => fetchDigestSettings(signal),
  });

export function useDigestSettings() {
  return useQuery(digestSettingsQuery());
}

/** PUT /api/digestSettings: any subset; answers the whole settings. */
export function useUpdateDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDigestSettingsBody) => call('settings.digest.update', { body }),
    onSuccess: (settings) => queryClient.setQueryData(digestSettingsKey, settings),
  });
}
