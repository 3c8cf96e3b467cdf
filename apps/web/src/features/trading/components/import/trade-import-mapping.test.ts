import { TRADE_EXPORT_COLUMNS, TRADE_EXPORT_MAPPING } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { completeMapping, guessMapping } from '../../../../components/import/csv-mapping';
import { TRADE_MAPPING } from './trade-import-mapping';

describe('trade import mapping', () => {
  it("guesses a broker's columns (MetaTrader-like English headers)", () => {
    expect(
      guessMapping(TRADE_MAPPING, [
        'Ticket',
        'Symbol',
        'Side',
        'Qty',
        'Open time',
        'Open price',
        'Close time',
        'Close price',
        'Commission',
        'Comment',
      ]),
    ).toEqual({
      instrument: 'Symbol',
      direction: 'Side',
      quantity: 'Qty',
      entryDate: 'Open time',
      entryPrice: 'Open price',
      exitDate: 'Close time',
      exitPrice: 'Close price',
      fees: 'Commission',
      notes: 'Comment',
    });
  });

  it('guesses French headers, and a bare date column as the entry', () => {
    expect(
      guessMapping(TRADE_MAPPING, ['Date', 'Titre', 'Sens', 'Quantité', "Prix d'entrée", 'Frais']),
    ).toEqual({
      entryDate: 'Date',
      instrument: 'Titre',
      direction: 'Sens',
      quantity: 'Quantité',
      entryPrice: "Prix d'entrée",
      fees: 'Frais',
    });
  });

  it('maps our own export back one to one (the round trip needs no hand mapping)', () => {
    expect(guessMapping(TRADE_MAPPING, TRADE_EXPORT_COLUMNS)).toEqual(TRADE_EXPORT_MAPPING);
  });

  it('needs instrument, quantity, entry price and entry date', () => {
    expect(completeMapping(TRADE_MAPPING, { instrument: 'S', quantity: 'Q' })).toEqual({
      ok: false,
      missing: ['entryPrice', 'entryDate'],
    });
    expect(
      completeMapping(TRADE_MAPPING, {
        instrument: 'S',
        quantity: 'Q',
        entryPrice: 'P',
        entryDate: 'D',
        fees: '',
      }),
    ).toEqual({
      ok: true,
      mapping: { instrument: 'S', quantity: 'Q', entryPrice: 'P', entryDate: 'D' },
    });
  });
});
