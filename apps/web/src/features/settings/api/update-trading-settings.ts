import type { TradingSettings, UpdateTradingSettingsBody } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { tradingSettingsKey } from '../../../lib/queries/trading-settings';

const call = caller(settingsPaths);

/** PUT /api/tradingSettings: any subset; answers the whole settings. */
export function updateTradingSettings(body: UpdateTradingSettingsBody): Promise<TradingSettings> {
  return call('settings.trading.update', { body });
}

/** Field errors are shown under the fields by the page, so the toast stays quiet for VAL_001. */
export function useUpdateTradingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTradingSettings,
    meta: { silent: true },
    onSuccess: (settings) => queryClient.setQueryData(tradingSettingsKey, settings),
  });
}
