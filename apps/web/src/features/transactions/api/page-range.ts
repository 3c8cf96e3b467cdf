/**
 * Page maths of the transactions list. Rows are 0-based (the virtualizer's indexes), pages are
 * 1-based (the API's `page`), and page n holds rows (n - 1) × pageSize … n × pageSize − 1.
 */

/** The page that holds `row`. */
export function pageOfRow(row: number, pageSize: number): number {
  return Math.floor(row / pageSize) + 1;
}

/** Where `row` sits in the items of its page. */
export function indexInPage(row: number, pageSize: number): number {
  return row % pageSize;
}

export interface PageRangeOptions {
  pageSize: number;
  /** Rows in the whole list: nothing past the last page is asked for. */
  total: number;
  /**
   * Rows either side of the visible ones that count as wanted too, so the next (or previous)
   * page is asked for while the user is still scrolling towards it, not when its rows appear.
   */
  margin?: number;
}

/**
 * The pages, in order, that hold rows `first`…`last` (inclusive) widened by `margin` rows
 * each side, within the list's `total` rows. Empty for an empty list.
 */
export function pagesForRows(
  first: number,
  last: number,
  { pageSize, total, margin = 0 }: PageRangeOptions,
): number[] {
  if (!(total > 0) || !(pageSize > 0)) return [];
  const lastRow = total - 1;
  const from = clamp(Math.min(first, last) - margin, 0, lastRow);
  const to = clamp(Math.max(first, last) + margin, 0, lastRow);
  const pages: number[] = [];
  for (let page = pageOfRow(from, pageSize); page <= pageOfRow(to, pageSize); page++)
    pages.push(page);
  return pages;
}

function clamp(value: number, min: number, max: number): number {
  // NaN (a range not measured yet) counts as the first row.
  return Number.isNaN(value) ? min : Math.min(Math.max(value, min), max);
}
