import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Anchor component={Link} to={PATHS.login}>
        {t('auth.backToLogin')}
      </Anchor>
    </Text>
  );
}
