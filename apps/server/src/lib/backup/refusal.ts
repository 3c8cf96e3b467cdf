import { AppError, BACKUP_MESSAGES, type RestoreReason } from '@wealthlog/core';

/**
 * A refused restore (API.md): 400 VAL_001 with the reason and, under the member's path, what is
 * wrong with it. Nothing has been written when one is thrown.
 */
export function refusal(reason: RestoreReason, member: string, ...problems: string[]): AppError {
  return new AppError('VAL_001', BACKUP_MESSAGES[reason], {
    reason,
    errors: { [member]: problems.length ? problems : [BACKUP_MESSAGES[reason]] },
  });
}
