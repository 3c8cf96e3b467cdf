import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/**
 * The toast of a setting saved as soon as it changes (the general settings, the weekly e-mail):
 * one id, so saving twice in a row shows it once.
 */
export function showSettingsSaved(t: TFunction): void {
  notifications.show({
    id: 'settings-saved',
    color: 'teal',
    message: t('settings.saved'),
    autoClose: 2000,
  });
}
