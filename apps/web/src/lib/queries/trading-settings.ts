import type { TradingSettings } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsPaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';

const call = caller(settingsPaths);

/**
 * The user's trading settings. Shared, not in features/settings: the trading page offers their
 * patterns in a trade's drawer.
 */
export const tradingSettingsKey = ['settings', 'trading'] as const;

/** GET /api/tradingSettings. */
export function fetchTradingSettings(signal?: AbortSignal): Promise<TradingSettings> {
  return call('settings.trading.get', { ...(signal ? { signal } : {}) });
}

export const tradingSettingsQuery = () =>
  queryOptions({
    queryKey: tradingSettingsKey,
    queryFn: ({ signal }) => fetchTradingSettings(signal),
  });

export function useTradingSettings() {
  return useQuery(tradingSettingsQuery());
}
