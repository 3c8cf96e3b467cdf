import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** Currencies the server could not convert are left out of every figure: say which, and where to fix it. */
export function MissingRatesAlert({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation();
  if (currencies.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('dashboard.missingRatesTitle')}
      data-testid="missing-rates"
    >
      {t('dashboard.missingRates', { currencies: currencies.join(', ') })}{' '}
      <Anchor component={Link} to={PATHS.rates} size="sm">
        {t('dashboard.missingRatesLink')}
      </Anchor>
    </Alert>
  );
}
