import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatHour,
  formatInstantDate,
  formatMoney,
  formatMoneyCompact,
  formatMonth,
  formatNumber,
  formatPercent,
  formatShare,
  formatSignedMoney,
  formatSignedNumber,
  formatWeekday,
} from './format';
import { isLocale } from './locale';

/** The formatting helpers bound to the UI language; re-rendered when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useMemo(
    () => ({
      locale,
      money: (value: number, currency: string) => formatMoney(value, currency, locale),
      moneyCompact: (value: number, currency: string) =>
        formatMoneyCompact(value, currency, locale),
      signedMoney: (value: number, currency: string) => formatSignedMoney(value, currency, locale),
      number: (value: number, digits?: number) => formatNumber(value, locale, digits),
      signedNumber: (value: number, digits?: number) => formatSignedNumber(value, locale, digits),
      percent: (ratio: number) => formatPercent(ratio, locale),
      share: (ratio: number) => formatShare(ratio, locale),
      bytes: (count: number) => formatBytes(count, locale),
      date: (iso: string, style?: 'medium' | 'short') => formatDate(iso, locale, style),
      month: (iso: string) => formatMonth(iso, locale),
      weekday: (isoWeekday: number) => formatWeekday(isoWeekday, locale),
      hour: (hour: number) => formatHour(hour, locale),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      instantDate: (iso: string | null | undefined) => formatInstantDate(iso, locale),
    }),
    [locale],
  );
}
