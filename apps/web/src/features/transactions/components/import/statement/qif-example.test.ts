import { describe, expect, it } from 'vitest';
import { firstQifDate, readEachWay } from './qif-example';

describe('the QIF example date', () => {
  it('is the first D field, read each way the server could read it', () => {
    const date = firstQifDate('!Type:Bank\r\nD03/01/2024\r\nT-120.00\r\n^\r\nD03/02/2024\r\n');
    expect(date?.text).toBe('03/01/2024');
    expect(readEachWay(date!, ['MDY', 'DMY'])).toEqual({ MDY: '2024-03-01', DMY: '2024-01-03' });
  });

  it('is null for a file without dates', () => {
    expect(firstQifDate('!Type:Bank\n^\n')).toBeNull();
  });
});
