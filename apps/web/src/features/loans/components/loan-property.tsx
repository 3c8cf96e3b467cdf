import { Anchor, Text } from '@mantine/core';
import type { Loan } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useProperties } from '../../../lib/queries/properties-list';

/** The property a borrowed loan is secured on, linked to its page. */
export function LoanProperty({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const properties = useProperties();
  if (loan.propertyId == null) return null;
  const property = properties.data?.find((p) => p.id === loan.propertyId);
  if (!property) return null;
  return (
    <Text size="sm" data-testid="loan-property">
      {t('loans.securedOn')}{' '}
      <Anchor
        underline="always"
        component={Link}
        to={`${PATHS.realEstate}?property=${property.id}`}
      >
        {property.name}
      </Anchor>
    </Text>
  );
}
