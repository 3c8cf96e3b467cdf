import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedStatuses,
  AppError,
  ERROR_CATALOGUE,
  ERROR_CODES,
  isStatusAllowed,
} from './errors.js';

describe('the statuses of the error catalogue', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("lists each code's usual status first, then the others it may take", () => {
    for (const code of ERROR_CODES) {
      expect(allowedStatuses(code)[0]).toBe(ERROR_CATALOGUE[code].status);
    }
    expect(allowedStatuses('BUS_004')).toEqual([422, 409]);
    expect(allowedStatuses('VAL_001')).toEqual([400, 413]);
    expect(allowedStatuses('AUTH_001')).toEqual([401]);
    expect(isStatusAllowed('NET_003', 502)).toBe(true);
    expect(isStatusAllowed('NET_003', 404)).toBe(false);
  });

  it('takes a listed status and refuses any other outside production', () => {
    expect(new AppError('BUS_004').status).toBe(422);
    expect(new AppError('BUS_004', 'Has rows', { status: 409 }).status).toBe(409);
    expect(new AppError('VAL_003', undefined, { status: 415 }).status).toBe(415);
    expect(() => new AppError('BUS_004', 'x', { status: 400 })).toThrow(
      /BUS_004 may not answer 400/,
    );
    expect(() => new AppError('DB_004', 'x', { status: 409 })).toThrow(/allows 404$/);
  });

  it('lets a relayed status through: the client rebuilding an answer it received', () => {
    const relayed = new AppError('BUS_002', 'Duplicate', { status: 418, relayed: true });
    expect(relayed.status).toBe(418);
  });

  it('answers with the given status in production rather than failing', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(new AppError('BUS_004', 'x', { status: 400 }).status).toBe(400);
  });
});
