import { AppError, recurringIssues } from '@wealthlog/core';

/**
 * The cross-field rules of create and update (400 VAL_001 naming the fields), checked again before
 * a stored item posts: rows can change under them.
 */
export function assertRecurringRules(v: Parameters<typeof recurringIssues>[0]): void {
  const issues = recurringIssues(v);
  if (issues.length > 0)
    throw AppError.validation(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
}
