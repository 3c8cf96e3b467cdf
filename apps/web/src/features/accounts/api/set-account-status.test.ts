import { AppError } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, jsonResponse, stubApi } from '../../../test/api-stub';
import { setAccountStatus } from './set-account-status';

const account = { id: 3, name: 'Cash', active: false };

describe('setAccountStatus', () => {
  it('sends active, reason and comment to PATCH /api/account/{id}/status', async () => {
    const fetchMock = stubApi({ 'PATCH /api/account/3/status': () => jsonResponse(200, account) });
    const result = await setAccountStatus(3, { active: false, reason: 'closed', comment: 'moved' });
    expect(result).toEqual(account);
    const [, init] = callsTo(fetchMock, 'PATCH /api/account/3/status')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      active: false,
      reason: 'closed',
      comment: 'moved',
    });
    expect(callsTo(fetchMock, 'PATCH /api/account/3')).toHaveLength(0);
  });

  it('falls back to PATCH /api/account/{id} with { active } alone when /status answers 404', async () => {
    const fetchMock = stubApi({
      'PATCH /api/account/3/status': () => envelope(404, 'DB_004', 'Resource not found'),
      'PATCH /api/account/3': () => jsonResponse(200, { ...account, active: true }),
    });
    const result = await setAccountStatus(3, {
      active: true,
      reason: 'reactivated',
      comment: 'back',
    });
    expect(result.active).toBe(true);
    const [, init] = callsTo(fetchMock, 'PATCH /api/account/3')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ active: true });
  });

  it('does not fall back on other errors', async () => {
    const fetchMock = stubApi({
      'PATCH /api/account/3/status': () => envelope(422, 'BUS_004', 'Invalid operation'),
      'PATCH /api/account/3': () => jsonResponse(200, account),
    });
    await expect(setAccountStatus(3, { active: false })).rejects.toMatchObject({ code: 'BUS_004' });
    expect(callsTo(fetchMock, 'PATCH /api/account/3')).toHaveLength(0);
  });

  it('reports the fallback’s own 404 (the account is gone)', async () => {
    stubApi({});
    const error = await setAccountStatus(9, { active: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
  });
});
