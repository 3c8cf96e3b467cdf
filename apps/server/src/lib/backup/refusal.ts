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

/** A database refusal of a row (a CHECK, a NOT NULL, a bad date…) said as `invalid` for the member. */
export function asRefusal(err: unknown, member: string): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string; constraint?: string; cause?: unknown };
  const pgErr = (e.code ? e : (e.cause as typeof e | undefined)) ?? e;
  const code = pgErr.code ?? '';
  // 22: data exceptions (a bad date, a number out of range); 23: integrity (CHECK, NOT NULL, unique).
  if (code.startsWith('22') || code.startsWith('23')) {
    return refusal(
      'invalid',
      member,
      pgErr.constraint ? `${pgErr.constraint}: ${pgErr.message}` : `${pgErr.message}`,
    );
  }
  return err;
}
