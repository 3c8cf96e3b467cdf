import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The currencies a forecast leaves out for want of an exchange rate today, named rather than
 * silently dropped (the cash flow's and the by-part projection's `missingRates`).
 */
export function MissingRatesNote({
  currencies,
  testId,
}: {
  currencies: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  if (currencies.length === 0) return null;
  return (
    <Alert color="yellow" data-testid={testId}>
      {t('forecast.missingRates', { list: currencies.join(', ') })}
    </Alert>
  );
}
