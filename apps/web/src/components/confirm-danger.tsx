import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

interface DangerOptions {
  title: string;
  /** One sentence on what is lost. */
  body: string;
  /** The confirm button's words ("Delete", "Revoke", "Remove"). */
  confirm: string;
  testId?: string;
  onConfirm(): void;
}

/**
 * The confirmation before anything is deleted, revoked or reset: a title, a sentence, Cancel and
 * a red confirm (shade 9: white on the stock red 6 reads at 3.3:1, under WCAG's 4.5:1).
 */
export function confirmDanger(t: TFunction, o: DangerOptions) {
  modals.openConfirmModal({
    title: o.title,
    children: <Text size="sm">{o.body}</Text>,
    labels: { confirm: o.confirm, cancel: t('common.cancel') },
    confirmProps: { color: 'red.9', ...(o.testId ? { 'data-testid': o.testId } : {}) },
    onConfirm: o.onConfirm,
  });
}
