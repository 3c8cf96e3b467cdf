import { Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../../lib/slots';
import { useResetTwoFactor } from '../api/admin-security';

/** An admin's "Reset two-step sign-in" for a user who lost their phone (confirmed first). */
export default function ResetTwoFactorItem({ userId, username }: SlotProps['admin.userMenu']) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('twoFactor.admin.resetTitle'),
      children: <Text size="sm">{t('twoFactor.admin.resetBody', { username })}</Text>,
      labels: { confirm: t('twoFactor.admin.reset'), cancel: t('twoFactor.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-reset-two-factor' },
      onConfirm: () =>
        reset.mutate(userId, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: t('twoFactor.admin.resetDone', { username }),
            }),
        }),
    });
  return (
    <Menu.Item
      color="red"
      leftSection={<IconShieldOff size={16} aria-hidden="true" />}
      onClick={confirm}
      data-testid="reset-two-factor"
    >
      {t('twoFactor.admin.reset')}
    </Menu.Item>
  );
}
