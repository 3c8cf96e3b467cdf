import type { ImportMapping } from '@wealthlog/core';
import {
  completeMapping as complete,
  guessMapping as guess,
  type ColumnMapping,
  type MappingSpec,
} from '../../../../components/import/csv-mapping';

export const MAPPING_FIELDS = ['date', 'amount', 'description', 'category', 'type'] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** The transactions' columns; header words banks use, in the three UI languages and a few more. */
export const TRANSACTION_MAPPING: MappingSpec<MappingField> = {
  fields: MAPPING_FIELDS,
  required: ['date', 'amount'],
  guesses: {
    date: /date|datum|fecha|تاريخ/i,
    amount: /amount|montant|betrag|importe|sum|value|valeur|مبلغ/i,
    description: /desc|label|libell|memo|narrative|payee|details|text|وصف/i,
    category: /categ|فئة/i,
    type: /^type$|kind|sens|نوع/i,
  },
};

export function guessMapping(headers: readonly string[]): ColumnMapping<MappingField> {
  return guess(TRANSACTION_MAPPING, headers);
}

export function completeMapping(mapping: ColumnMapping<MappingField>) {
  const answer = complete(TRANSACTION_MAPPING, mapping);
  return answer.ok ? { ok: true as const, mapping: answer.mapping as ImportMapping } : answer;
}
