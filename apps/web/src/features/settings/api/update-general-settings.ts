import type { GeneralSettings, UpdateGeneralSettingsBody } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { generalSettingsKey } from './general-settings';

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
