import { describe, expect, it } from 'vitest';
import { AppError, isErrorEnvelope } from '../errors.js';
import { errorEnvelopeSchema } from './error-envelope.js';

// The web client reads error answers with the zod-free guard and the server documents them with
// the schema: both must accept and refuse the same bodies.
const samples: unknown[] = [
  { code: 'VAL_001', message: 'Validation failed', requestId: 'r1' },
  { code: 'VAL_001', message: 'x', requestId: 'r1', errors: { name: ['Name is required'] } },
  { code: 'BUS_004', message: 'x', requestId: 'r1', reason: 'currencyLocked' },
  { code: 'SOMETHING_NEW', message: 'x', requestId: 'r1' },
  new AppError('DB_004').toEnvelope('r2'),
  AppError.validation({ a: ['m1', 'm2'], b: [] }).toEnvelope('r3'),
  null,
  undefined,
  'VAL_001',
  [],
  { code: 'VAL_001', message: 'x' },
  { code: 1, message: 'x', requestId: 'r1' },
  { code: 'VAL_001', message: 'x', requestId: 'r1', errors: { name: 'not a list' } },
  { code: 'VAL_001', message: 'x', requestId: 'r1', errors: { name: [1] } },
  { code: 'VAL_001', message: 'x', requestId: 'r1', errors: [] },
  { code: 'VAL_001', message: 'x', requestId: 'r1', reason: 3 },
];

describe('isErrorEnvelope', () => {
  it.each(samples.map((s, i) => [i, s]))('agrees with errorEnvelopeSchema on sample %i', (_, s) => {
    expect(isErrorEnvelope(s)).toBe(errorEnvelopeSchema.safeParse(s).success);
  });

  it('accepts what the server sends and refuses what it never sends', () => {
    expect(isErrorEnvelope(samples[1])).toBe(true);
    expect(isErrorEnvelope(samples[12])).toBe(false);
  });
});
