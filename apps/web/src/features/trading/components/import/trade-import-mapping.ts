import { TRADE_IMPORT_FIELDS, TRADE_IMPORT_REQUIRED, type TradeImportField } from '@wealthlog/core';
import type { MappingSpec } from '../../../../components/import/csv-mapping';

/**
 * The trades' columns for the shared wizard, with the header words brokers use (MetaTrader,
 * cTrader, Interactive Brokers' flex queries, French and German exports, ours): our own export's
 * headers map one to one, so a file exported here imports back without touching the mapping.
 */
export const TRADE_MAPPING: MappingSpec<TradeImportField> = {
  fields: TRADE_IMPORT_FIELDS,
  required: TRADE_IMPORT_REQUIRED,
  guesses: {
    instrument: /symbol|instrument|ticker|market|titre|wert|رمز|أداة/i,
    quantity: /qty|quantit|size|volume|lots?$|units|shares|menge|stück|كمية/i,
    entryPrice: /(open|entry|buy).*price|price.*(open|entry)|prix.*(entr|ouv)|einstieg|سعر الدخول/i,
    entryDate:
      /(open|entry).*(time|date)|(time|date).*(open|entry)|date.*(entr|ouv)|^(date|time)$|تاريخ الدخول/i,
    direction: /side|direction|^type$|sens|b\/s|buy.?sell|richtung|اتجاه/i,
    assetClass: /asset.?class|classe|فئة/i,
    exitPrice:
      /(close|exit|sell).*price|price.*(close|exit)|prix.*(sort|cl[oô])|ausstieg|سعر الخروج/i,
    exitDate:
      /(close|exit).*(time|date)|(time|date).*(close|exit)|date.*(sort|cl[oô])|تاريخ الخروج/i,
    fees: /fee|commission|frais|courtage|gebühr|عمولة|رسوم/i,
    currency: /curr|ccy|devise|währung|عملة/i,
    stopLoss: /stop|^sl$/i,
    takeProfit: /take.?profit|target|objectif|^tp$/i,
    pattern: /pattern|setup|strat/i,
    tags: /tag|étiquette|وسوم/i,
    notes: /note|comment|memo|remarque|ملاحظ/i,
  },
};
