import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';
import { RULE_MESSAGES } from '../validation/rules.js';

/**
 * `?page&pageSize`, read from the query string (hence coerce). page counts from 1; pageSize is
 * capped at MAX_PAGE_SIZE so one request cannot ask for the whole table.
 */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: RULE_MESSAGES.pattern('Page') })
    .int({ error: RULE_MESSAGES.pattern('Page') })
    .min(1, { error: RULE_MESSAGES.min('Page', 1) })
    .default(1),
  pageSize: z.coerce
    .number({ error: RULE_MESSAGES.pattern('Page size') })
    .int({ error: RULE_MESSAGES.pattern('Page size') })
    .min(1, { error: RULE_MESSAGES.min('Page size', 1) })
    .max(MAX_PAGE_SIZE, { error: RULE_MESSAGES.max('Page size', MAX_PAGE_SIZE) })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * API.md "Page of X": `{ items, total, page, pageSize }`. Pass `id` (e.g. 'TransactionPage') to name
 * the OpenAPI component.
 */
export function pageSchema<T extends z.ZodType>(item: T, id?: string) {
  const schema = z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });
  return id ? schema.meta({ id }) : schema;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** SQL OFFSET for a page query. */
export function pageOffset({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}
