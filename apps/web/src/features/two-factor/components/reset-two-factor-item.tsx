import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../../lib/slots';
import { useResetTwoFactor } from '../api/admin-security';
import { confirmDanger } from '../../../components/confirm-danger';

/** An admin's "Reset two-step sign-in" for a user who lost their phone (confirmed first). */
export default function ResetTwoFactorItem({ userId, username }: SlotProps['admin.userMenu']) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const confirm = () =>
    confirmDanger(t, {
      title: t('twoFactor.admin.resetTitle'),
      body: t('twoFactor.admin.resetBody', { username }),
      confirm: t('twoFactor.admin.reset'),
      testId: 'confirm-reset-two-factor',
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
