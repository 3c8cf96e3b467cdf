import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AccountStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} data-testid="account-status">
      {active ? t('accounts.status.active') : t('accounts.status.inactive')}
    </Badge>
  );
}
