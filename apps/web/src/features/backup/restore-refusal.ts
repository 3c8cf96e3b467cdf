import { AppError, BACKUP_MESSAGES, RESTORE_REASONS, type RestoreReason } from '@wealthlog/core';

/** A refused restore the page explains itself, rather than as a toast. */
export type RestoreRefusal =
  /** 409 BUS_002 `notEmpty`: the account holds data; only a confirmed replace may restore here. */
  | { kind: 'notEmpty' }
  /** 400 VAL_001 with a restore reason, and the archive's members it names (`errors`). */
  | {
      kind: 'invalid';
      reason: RestoreReason;
      members: { member: string; messages: string[] }[];
    };

function isRestoreReason(reason: unknown): reason is RestoreReason {
  return (RESTORE_REASONS as readonly unknown[]).includes(reason);
}

/** What a failed restore call means for the page; null for anything else (the toast's). */
export function restoreRefusal(error: unknown): RestoreRefusal | null {
  if (!(error instanceof AppError)) return null;
  if (error.status === 409 && error.reason === 'notEmpty') return { kind: 'notEmpty' };
  const reason = error.reason;
  if (error.status === 400 && isRestoreReason(reason)) {
    // A member's message that only repeats the reason's English text adds nothing to the
    // translated reason shown above it.
    const members = Object.entries(error.errors ?? {}).map(([member, messages]) => ({
      member,
      messages: messages.filter((m) => m.trim() !== '' && m !== BACKUP_MESSAGES[reason]),
    }));
    return { kind: 'invalid', reason, members };
  }
  return null;
}
