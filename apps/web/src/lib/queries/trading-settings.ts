import type { TradingSettings } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/**
 * The user's trading settings. Shared, not in features/settings: the trading page offers their
 * patterns in a trade's drawer.
 */
export const tradingSettingsKey = ['settings', 'trading'] as const;

/** GET /api/tradingSettings. */
export function fetchTradingSettings(signal?: AbortSignal): Promise<TradingSettings> {
  return api.get<TradingSettings>('/tradingSettings', signal ? { signal } : {});
}

export const tradingSettingsQuery = () =>
  queryOptions({
    queryKey: tradingSettingsKey,
    queryFn: ({ signal }) => fetchTradingSettings(signal),
  });

export function useTradingSettings() {
  return useQuery(tradingSettingsQuery());
}
