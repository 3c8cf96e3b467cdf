import { Autocomplete, Switch } from '@mantine/core';
import { TRANSACTION_CATEGORY_MAX } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import type { NumberInputValue } from '../../../lib/number-input';
import { useCategoryLabels } from '../api/categories';
import { startLines } from './split-form';
import { SplitLines, type SplitLineValues } from './split-lines';

interface Props {
  transfer: boolean;
  /** The split's lines, or null when the transaction has one category. */
  lines: SplitLineValues[] | null;
  onLines: (lines: SplitLineValues[] | null) => void;
  lineErrors: Partial<Record<string, string>>;
  total: NumberInputValue;
  currency: string;
  categoryText: string;
  onCategory: (text: string) => void;
  categoryError: string | undefined;
}

/**
 * The transaction form's category: one category, or — with "Split" on (ADR 0015) — lines across
 * categories. A transfer has neither switch nor lines: it moves money, it is not spent.
 */
export function CategoryOrSplit(p: Props) {
  const { t } = useTranslation();
  const categoryOptions = useCategoryLabels();
  return (
    <>
      {!p.transfer && (
        <Switch
          label={t('transactions.split.toggle')}
          checked={p.lines !== null}
          onChange={(e) => p.onLines(e.currentTarget.checked ? startLines(p.categoryText) : null)}
          data-testid="tx-split-toggle"
        />
      )}
      {p.lines ? (
        <SplitLines
          lines={p.lines}
          onChange={p.onLines}
          total={p.total}
          currency={p.currency}
          categoryOptions={categoryOptions}
          errors={p.lineErrors}
        />
      ) : (
        <Autocomplete
          label={t('transactions.fields.category')}
          data={categoryOptions}
          value={p.categoryText}
          onChange={p.onCategory}
          error={p.categoryError}
          maxLength={TRANSACTION_CATEGORY_MAX}
          limit={20}
          data-testid="tx-category"
        />
      )}
    </>
  );
}
