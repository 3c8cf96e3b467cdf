import type { TradingSettings } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

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
