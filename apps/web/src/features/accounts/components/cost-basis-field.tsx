import { Radio, Stack } from '@mantine/core';
import { COST_BASIS_METHODS, type CostBasisMethod } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';

/**
 * The cost-basis method of an investment account (ADR 0010, addendum): which entries an exit is
 * matched to, each choice with the sentence that says what it does.
 */
export function CostBasisField({
  value,
  onChange,
  error,
}: {
  value: CostBasisMethod;
  onChange: (method: CostBasisMethod) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('accounts.fields.costBasis')}
      description={t('accounts.costBasis.help')}
      value={value}
      onChange={(v) => onChange(v as CostBasisMethod)}
      error={error}
      data-testid="account-costBasis"
    >
      <Stack gap="xs" mt="xs">
        {COST_BASIS_METHODS.map((method) => (
          <Radio
            key={method}
            value={method}
            label={t(`accounts.costBasis.methods.${method}`)}
            description={t(`accounts.costBasis.explain.${method}`)}
            data-testid={`account-costBasis-${method}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
