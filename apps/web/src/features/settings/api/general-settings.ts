import type { GeneralSettings } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const generalSettingsKey = ['settings', 'general'] as const;

/** GET /api/generalSettings. */
export function fetchGeneralSettings(signal?: AbortSignal): Promise<GeneralSettings> {
  return api.get<GeneralSettings>('/generalSettings', signal ? { signal } : {});
}

export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: generalSettingsKey,
    queryFn: ({ signal }) => fetchGeneralSettings(signal),
  });

export function useGeneralSettings() {
  return useQuery(generalSettingsQuery());
}
