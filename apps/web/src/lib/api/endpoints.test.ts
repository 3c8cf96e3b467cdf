import {
  backupPaths,
  loanPaths,
  type AnswerOf,
  type LoanPayment,
  type ParamsOf,
} from '@wealthlog/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../test/api-stub';
import { setAccessToken, setCsrfToken } from '../token';
import { caller, pathOf, requestOf } from './endpoints';

const call = caller(loanPaths);

describe('call', () => {
  it("builds the URL from the map's path and sends through the client, with its headers", async () => {
    setAccessToken('a.b.c');
    setCsrfToken('csrf-1');
    const fetchMock = stubApi({
      'POST /api/loans/7/payments': () => jsonResponse(201, { id: 3 }),
    });
    await expect(
      call('loans.payments.create', {
        params: { id: 7 },
        body: { date: '2026-01-31', amount: 100 } as never,
      }),
    ).resolves.toEqual({ id: 3 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toEqual({ date: '2026-01-31', amount: 100 });
  });

  it('puts the query in the URL and answers nothing for a 204', async () => {
    const fetchMock = stubApi({
      'GET /api/loans/7/schedule': () => jsonResponse(200, { rows: [] }),
      'DELETE /api/loans/7/payments/9': () => new Response(null, { status: 204 }),
    });
    await call('loans.schedule.get', { params: { id: 7 }, query: { extraAmount: 50 } });
    expect(String(callsTo(fetchMock, 'GET /api/loans/7/schedule')[0]?.[0])).toBe(
      '/api/loans/7/schedule?extraAmount=50',
    );
    await expect(
      call('loans.payments.delete', { params: { id: 7, itemId: 9 } }),
    ).resolves.toBeUndefined();
  });

  it('encodes path values and refuses a missing one', () => {
    expect(pathOf('/api/instruments/:symbol', { symbol: 'BRK/B' })).toBe('/instruments/BRK%2FB');
    expect(() => pathOf('/api/loans/:id', {})).toThrow(':id');
  });

  it('types the answer and the params from the map', () => {
    expectTypeOf<AnswerOf<'loans.payments.create'>>().toEqualTypeOf<LoanPayment>();
    expectTypeOf<AnswerOf<'loans.delete'>>().toEqualTypeOf<void>();
    expectTypeOf<ParamsOf<'loans.payments.delete'>>().toMatchTypeOf<{
      id: number;
      itemId: number;
    }>();
  });

  it('hands the lower-level helpers the same path and the typed query, checking the method', () => {
    expect(requestOf(backupPaths, 'backup.restore', 'POST', { query: { dryRun: true } })).toEqual({
      path: '/backup/restore',
      query: { dryRun: true },
    });
    expect(requestOf(backupPaths, 'backup.download', 'GET')).toEqual({
      path: '/backup',
      query: undefined,
    });
    expect(() => requestOf(backupPaths, 'backup.download', 'POST')).toThrow('is GET, not POST');
  });
});
