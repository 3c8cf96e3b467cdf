import { describe, expect, it } from 'vitest';
import { indexInPage, pageOfRow, pagesForRows } from './page-range';

describe('pageOfRow / indexInPage', () => {
  it('puts rows 0…249 on page 1 and row 250 first on page 2 (pageSize 250)', () => {
    expect(pageOfRow(0, 250)).toBe(1);
    expect(pageOfRow(249, 250)).toBe(1);
    expect(pageOfRow(250, 250)).toBe(2);
    expect(indexInPage(249, 250)).toBe(249);
    expect(indexInPage(250, 250)).toBe(0);
  });

  it('finds row 90,000 on page 361, first of its page', () => {
    expect(pageOfRow(90_000, 250)).toBe(361);
    expect(indexInPage(90_000, 250)).toBe(0);
  });
});

describe('pagesForRows', () => {
  const list = { pageSize: 250, total: 100_000 };

  it('covers rows inside one page with that page alone', () => {
    expect(pagesForRows(10, 40, list)).toEqual([1]);
    expect(pagesForRows(90_010, 90_040, list)).toEqual([361]);
  });

  it('covers rows straddling a page edge with both pages', () => {
    expect(pagesForRows(240, 260, list)).toEqual([1, 2]);
  });

  it('adds the neighbour page only when the margin reaches into it', () => {
    expect(pagesForRows(90_100, 90_120, { ...list, margin: 100 })).toEqual([361]);
    expect(pagesForRows(90_140, 90_160, { ...list, margin: 100 })).toEqual([361, 362]);
    expect(pagesForRows(89_988, 90_020, { ...list, margin: 100 })).toEqual([360, 361]);
  });

  it('never goes below page 1 or past the last page', () => {
    expect(pagesForRows(0, 20, { ...list, margin: 100 })).toEqual([1]);
    expect(pagesForRows(99_980, 99_999, { ...list, margin: 100 })).toEqual([400]);
    // A range running past the end (count shrank after a delete) stops at the last page.
    expect(pagesForRows(99_990, 100_500, list)).toEqual([400]);
    // 1,001 rows: the last page (5) holds row 1,000 alone.
    expect(pagesForRows(990, 1_010, { pageSize: 250, total: 1_001 })).toEqual([4, 5]);
  });

  it('accepts the bounds in either order', () => {
    expect(pagesForRows(260, 240, list)).toEqual([1, 2]);
  });

  it('is empty for an empty list or a nonsensical page size', () => {
    expect(pagesForRows(0, 10, { pageSize: 250, total: 0 })).toEqual([]);
    expect(pagesForRows(0, 10, { pageSize: 0, total: 10 })).toEqual([]);
  });

  it('treats an unmeasured (NaN) range as the top of the list', () => {
    expect(pagesForRows(Number.NaN, Number.NaN, list)).toEqual([1]);
  });
});
