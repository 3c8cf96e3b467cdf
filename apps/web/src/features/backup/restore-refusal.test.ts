import { AppError } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { restoreRefusal } from './restore-refusal';

const relayed = (code: 'VAL_001' | 'BUS_002' | 'SYS_001', status: number, extra = {}) =>
  new AppError(code, 'x', { status, relayed: true, ...extra });

describe('restoreRefusal', () => {
  it('reads 409 notEmpty as the account holding data', () => {
    expect(restoreRefusal(relayed('BUS_002', 409, { reason: 'notEmpty' }))).toEqual({
      kind: 'notEmpty',
    });
  });

  it('reads 400 with a restore reason, with the members `errors` names', () => {
    const error = relayed('VAL_001', 400, {
      reason: 'checksum',
      errors: {
        'data/trades.json': ['sha256 does not match'],
        'files/3.png': [
          'A part of the backup does not match its checksum: the file was altered or damaged',
        ],
      },
    });
    expect(restoreRefusal(error)).toEqual({
      kind: 'invalid',
      reason: 'checksum',
      members: [
        { member: 'data/trades.json', messages: ['sha256 does not match'] },
        { member: 'files/3.png', messages: [] },
      ],
    });
    expect(restoreRefusal(relayed('VAL_001', 400, { reason: 'newerVersion' }))).toEqual({
      kind: 'invalid',
      reason: 'newerVersion',
      members: [],
    });
  });

  it('leaves every other failure to the toast', () => {
    expect(restoreRefusal(relayed('BUS_002', 409))).toBeNull();
    expect(restoreRefusal(relayed('VAL_001', 400, { reason: 'passwordNotStrong' }))).toBeNull();
    // A 413 (file too large) carries VAL_001 but no restore reason.
    expect(restoreRefusal(relayed('VAL_001', 413, { reason: 'corrupt' }))).toBeNull();
    expect(restoreRefusal(relayed('SYS_001', 500))).toBeNull();
    expect(restoreRefusal(new TypeError('offline'))).toBeNull();
  });
});
