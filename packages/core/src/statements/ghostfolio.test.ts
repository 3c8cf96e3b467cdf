import { describe, expect, it } from 'vitest';
import { parseGhostfolio } from './ghostfolio.js';
import { errorOf } from './statement-error.testing.js';

const ACCOUNT = 'b2d3fe1d-d6a8-41a3-be39-07ef5e9480f0';
const FEE_PROFILE = '14a69cb9-1e31-43fa-b320-83703d8ed74b';

function activity(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    accountId: ACCOUNT,
    comment: null,
    fee: 0,
    quantity: 1,
    type: 'BUY',
    unitPrice: 1,
    currency: 'USD',
    dataSource: 'YAHOO',
    date: '2021-09-16T00:00:00.000Z',
    symbol: 'MSFT',
    tags: [],
    ...fields,
  };
}

function exportOf(activities: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    meta: { date: '2024-03-01T10:00:00.000Z', version: '2.50.0' },
    accounts: [
      {
        balance: 2000,
        comment: null,
        currency: 'USD',
        id: ACCOUNT,
        name: 'Broker',
        platformId: null,
      },
    ],
    platforms: [],
    tags: [],
    activities,
    ...extra,
  });
}

/** An export as Ghostfolio writes it (its sample: a fee, a buy, a dividend, interest, a sale). */
const SAMPLE = exportOf(
  [
    activity({
      fee: 49,
      quantity: 0,
      type: 'FEE',
      unitPrice: 0,
      dataSource: 'MANUAL',
      date: '2021-09-01T00:00:00.000Z',
      symbol: FEE_PROFILE,
    }),
    activity({
      id: 'a1',
      comment: 'My first order 🤓',
      fee: 19,
      quantity: 5,
      unitPrice: 298.58,
    }),
    activity({ quantity: 5, type: 'DIVIDEND', unitPrice: 0.62, date: '2021-11-17T00:00:00.000Z' }),
    activity({
      quantity: 1,
      type: 'INTEREST',
      unitPrice: 12.34,
      dataSource: 'MANUAL',
      symbol: 'e5a1c0de-0000-4000-8000-000000000001',
      comment: 'Cash interest',
      date: '2021-12-31T22:00:00.000Z',
    }),
    activity({ fee: 1.5, quantity: 2.5, type: 'SELL', unitPrice: 310.1, currency: null }),
  ],
  {
    assetProfiles: [{ dataSource: 'MANUAL', name: 'Account Opening Fee', symbol: FEE_PROFILE }],
  },
);

describe('parseGhostfolio: a sample export', () => {
  const result = parseGhostfolio(SAMPLE);

  it('reads the accounts', () => {
    expect(result.accounts).toEqual([{ id: ACCOUNT, name: 'Broker', currency: 'USD' }]);
  });

  it('reads each activity exactly', () => {
    const base = { accountRef: ACCOUNT, sourceId: null, currency: 'USD', memo: null };
    expect(result.activities).toEqual([
      {
        ...base,
        line: 1,
        type: 'FEE',
        symbol: null,
        quantity: null,
        unitPrice: null,
        fee: '0',
        amount: '49',
        date: '2021-09-01',
        time: '00:00:00',
        at: '2021-09-01T00:00:00.000Z',
        memo: 'Account Opening Fee',
      },
      {
        ...base,
        line: 2,
        sourceId: 'a1',
        type: 'BUY',
        symbol: 'MSFT',
        quantity: '5',
        unitPrice: '298.58',
        fee: '19',
        amount: null,
        date: '2021-09-16',
        time: '00:00:00',
        at: '2021-09-16T00:00:00.000Z',
        assetClass: 'STOCK',
        memo: 'My first order 🤓',
      },
      {
        ...base,
        line: 3,
        type: 'DIVIDEND',
        symbol: 'MSFT',
        quantity: '5',
        unitPrice: '0.62',
        fee: '0',
        amount: '3.1',
        date: '2021-11-17',
        time: '00:00:00',
        at: '2021-11-17T00:00:00.000Z',
        assetClass: 'STOCK',
      },
      {
        ...base,
        line: 4,
        type: 'INTEREST',
        symbol: null,
        quantity: '1',
        unitPrice: '12.34',
        fee: '0',
        amount: '12.34',
        date: '2021-12-31',
        time: '22:00:00',
        at: '2021-12-31T22:00:00.000Z',
        memo: 'Cash interest',
      },
      {
        ...base,
        line: 5,
        type: 'SELL',
        symbol: 'MSFT',
        quantity: '2.5',
        unitPrice: '310.1',
        fee: '1.5',
        amount: null,
        currency: null,
        date: '2021-09-16',
        time: '00:00:00',
        at: '2021-09-16T00:00:00.000Z',
        assetClass: 'STOCK',
      },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('parseGhostfolio: amounts', () => {
  const one = (fields: Record<string, unknown>) =>
    parseGhostfolio(exportOf([activity(fields)])).activities[0];

  it('multiplies a dividend in decimals (3 × 0.1 = 0.3, not 0.30000000000000004)', () => {
    expect(one({ type: 'DIVIDEND', quantity: 3, unitPrice: 0.1 })?.amount).toBe('0.3');
  });

  it('reads a dividend stored as 1 × the total', () => {
    expect(one({ type: 'DIVIDEND', quantity: 1, unitPrice: 42.17 })).toMatchObject({
      quantity: '1',
      unitPrice: '42.17',
      amount: '42.17',
    });
  });

  it('reads a FEE with a quantity and price as their product, keeping its fee beside it', () => {
    expect(one({ type: 'FEE', quantity: 1, unitPrice: 9.99, fee: 0.5 })).toMatchObject({
      symbol: 'MSFT',
      amount: '9.99',
      fee: '0.5',
    });
  });

  it('reads tiny and huge numbers without exponents', () => {
    expect(one({ quantity: 1e-7, unitPrice: 1e21 })).toMatchObject({
      quantity: '0.0000001',
      unitPrice: '1000000000000000000000',
    });
  });

  it('takes a missing fee as 0 and a bare date as having no time', () => {
    const read = one({ fee: undefined, date: '2021-09-16' });
    expect(read).toMatchObject({ fee: '0', date: '2021-09-16', time: null });
    expect(read).not.toHaveProperty('at');
  });

  it('keeps the instant of a timestamp with an offset: local midnight in Berlin, written in UTC', () => {
    expect(one({ date: '2021-09-15T22:00:00.000Z' })).toMatchObject({
      date: '2021-09-15',
      at: '2021-09-15T22:00:00.000Z',
    });
    expect(one({ date: '2021-09-16T00:00:00+02:00' })?.at).toBe('2021-09-15T22:00:00.000Z');
    expect(one({ date: '2021-09-16T00:00:00' })).not.toHaveProperty('at');
  });

  it('names the asset class from the profile’s sub-class, else the data source', () => {
    const profiles = {
      assetProfiles: [
        { dataSource: 'YAHOO', symbol: 'VWCE.DE', assetSubClass: 'ETF' },
        { dataSource: 'YAHOO', symbol: 'BTC-USD', assetSubClass: 'CRYPTOCURRENCY' },
        { dataSource: 'YAHOO', symbol: 'GLD', assetSubClass: 'PRECIOUS_METAL' },
      ],
    };
    const classes = parseGhostfolio(
      exportOf(
        [
          activity({ symbol: 'VWCE.DE' }),
          activity({ symbol: 'BTC-USD' }),
          activity({ symbol: 'GLD' }),
          activity({ symbol: 'bitcoin', dataSource: 'COINGECKO' }),
          activity({ symbol: 'MSFT' }),
          activity({ symbol: 'House', dataSource: 'MANUAL' }),
        ],
        profiles,
      ),
    ).activities.map((a) => a.assetClass);
    expect(classes).toEqual(['ETF', 'CRYPTO', 'OTHER', 'CRYPTO', 'STOCK', 'OTHER']);
  });

  it('reads lower-case types', () => {
    expect(one({ type: 'buy' })?.type).toBe('BUY');
  });
});

describe('parseGhostfolio: skipped activities', () => {
  it('skips ITEM, LIABILITY, unknown types and a BUY of nothing, with reasons', () => {
    const result = parseGhostfolio(
      exportOf([
        activity({ type: 'ITEM', dataSource: 'MANUAL' }),
        activity({}),
        activity({ type: 'LIABILITY' }),
        activity({ type: 'STAKE' }),
        activity({ quantity: 0, unitPrice: 0, date: '2050-06-06T00:00:00.000Z' }),
      ]),
    );
    expect(result.activities.map((a) => a.line)).toEqual([2]);
    expect(result.skipped).toEqual([
      {
        line: 1,
        type: 'ITEM',
        reason:
          'An ITEM activity records a valuable (a car, a painting), not a security; it is not imported.',
      },
      {
        line: 3,
        type: 'LIABILITY',
        reason: 'A LIABILITY activity records a debt, not an investment; it is not imported.',
      },
      {
        line: 4,
        type: 'STAKE',
        reason: 'The activity type "STAKE" is not one WealthLog imports.',
      },
      { line: 5, type: 'BUY', reason: 'A BUY of quantity 0 moves no shares; it is not imported.' },
    ]);
  });
});

describe('parseGhostfolio: accounts', () => {
  it('reads an export without accounts', () => {
    const text = JSON.stringify({ activities: [activity({ accountId: null })] });
    const result = parseGhostfolio(text);
    expect(result.accounts).toEqual([]);
    expect(result.activities[0]?.accountRef).toBeNull();
  });

  it('gives null for a missing name or currency', () => {
    const text = JSON.stringify({ accounts: [{ id: 'x' }], activities: [] });
    expect(parseGhostfolio(text).accounts).toEqual([{ id: 'x', name: null, currency: null }]);
  });

  it('refuses an account without an id and an accounts field that is no list', () => {
    const noId = errorOf(() => parseGhostfolio(JSON.stringify({ accounts: [{}], activities: [] })));
    expect([noId.line, noId.message]).toEqual([null, 'The account at index 0 has no id.']);
    const notList = errorOf(() => parseGhostfolio(JSON.stringify({ accounts: 1, activities: [] })));
    expect(notList.message).toBe('The file\'s "accounts" is not a list.');
  });
});

describe('parseGhostfolio: errors', () => {
  it('refuses text that is not JSON', () => {
    const error = errorOf(() => parseGhostfolio('!Type:Bank\n'));
    expect([error.line, error.message]).toEqual([
      null,
      'The file is not valid JSON, so it is not a Ghostfolio export.',
    ]);
  });

  it('refuses JSON without an activities list', () => {
    for (const text of ['[]', '{}', '{"activities": {}}', 'null', '3']) {
      const error = errorOf(() => parseGhostfolio(text));
      expect(error.message).toBe(
        'The file has no "activities" list, so it is not a Ghostfolio export.',
      );
    }
  });

  it.each([
    [activity({ type: undefined }), 'The activity at index 1 has no type.'],
    [activity({ type: '' }), 'The activity at index 1 has no type.'],
    [activity({ date: undefined }), 'The activity at index 1 has no date.'],
    [activity({ type: 'ITEM', date: null }), 'The activity at index 1 has no date.'],
    ['BUY', 'The activity at index 1 is not an object.'],
    [
      activity({ date: '16.09.2021' }),
      'The activity at index 1 has the date "16.09.2021", which is not an ISO date.',
    ],
    [
      activity({ quantity: null }),
      'The activity at index 1 is a BUY without a quantity and a unitPrice.',
    ],
    [
      activity({ type: 'SELL', symbol: null }),
      'The activity at index 1 is a SELL without a symbol.',
    ],
    [
      activity({ type: 'DIVIDEND', symbol: '' }),
      'The activity at index 1 is a DIVIDEND without a symbol.',
    ],
    [
      activity({ unitPrice: '1,5' }),
      'The activity at index 1 has the unitPrice "1,5", which is not a number.',
    ],
    [activity({ fee: -1 }), 'The activity at index 1 has a negative fee (-1).'],
  ])('refuses %j at index 1 with line 2', (bad, message) => {
    const error = errorOf(() => parseGhostfolio(exportOf([activity({}), bad])));
    expect([error.line, error.message]).toEqual([2, message]);
  });
});
