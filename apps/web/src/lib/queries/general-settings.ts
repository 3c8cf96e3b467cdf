import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneralSettings, UpdateGeneralSettingsBody } from '@wealthlog/core';
import { useCallback } from 'react';
import { api } from '../api/client';
import { showErrorToast } from '../error-toasts';

/**
 * The user's general settings. Shared, not in features/settings: the header's language and
 * display-mode switchers save the choice of a signed-in user too, so it follows them to another
 * browser the way a change on the settings page does.
 */
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

/** PUT /api/generalSettings: any subset; answers the whole settings. */
export function updateGeneralSettings(body: UpdateGeneralSettingsBody): Promise<GeneralSettings> {
  return api.put<GeneralSettings>('/generalSettings', body);
}

export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    onSuccess: (settings) => queryClient.setQueryData(generalSettingsKey, settings),
  });
}

/**
 * Saves a header switch (language or display mode) for the signed-in user. The browser has already
 * changed; a failed save only says so in a toast, it does not undo what the user sees.
 */
export function useSavePreference() {
  const { mutate } = useUpdateGeneralSettings();
  return useCallback(
    (body: Pick<UpdateGeneralSettingsBody, 'displayMode' | 'language'>) =>
      mutate(body, { onError: (error) => showErrorToast(error) }),
    [mutate],
  );
}
