import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  TRANSACTION_CATEGORY_MAX,
  TRANSACTION_DESCRIPTION_MAX,
  TRANSACTION_SPLITS_MAX,
  distributeRest,
  splitRemainder,
} from '@wealthlog/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useFormat } from '../../../lib/use-format';

/** One line of a split as the form holds it: the category as shown, the amount as typed. */
export interface SplitLineValues {
  category: string;
  amount: NumberInputValue;
  description: string;
}

export const emptyLine = (): SplitLineValues => ({ category: '', amount: '', description: '' });

interface Props {
  lines: SplitLineValues[];
  onChange: (lines: SplitLineValues[]) => void;
  /** The transaction's amount and its account's currency: the lines must add up to it. */
  total: NumberInputValue;
  currency: string;
  categoryOptions: string[];
  /** Server or schema messages by path: 'splits', 'splits.1.amount', … */
  errors: Partial<Record<string, string>>;
}

/**
 * The lines of a split transaction (ADR 0015): category, amount and note per line, what is left to
 * split as the user types, and "distribute the rest" that puts it on the last line (core's
 * distributeRest, in the currency's minor unit — the server's own check).
 */
export function SplitLines({ lines, onChange, total, currency, categoryOptions, errors }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const amounts = lines.map((l) => inputNumber(l.amount) ?? 0);
  const totalNumber = inputNumber(total) ?? 0;
  const rest = splitRemainder(totalNumber, amounts).toNumber();
  const distributed = distributeRest(totalNumber, amounts, currency);
  const setLine = (i: number, patch: Partial<SplitLineValues>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  return (
    <Stack gap="xs" data-testid="tx-splits">
      {lines.map((line, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="wrap" data-testid={`tx-split-${i}`}>
          <Autocomplete
            label={t('transactions.split.category', { n: i + 1 })}
            data={categoryOptions}
            value={line.category}
            onChange={(v) => setLine(i, { category: v })}
            error={errors[`splits.${i}.category`]}
            maxLength={TRANSACTION_CATEGORY_MAX}
            limit={20}
            style={{ flex: '2 1 10rem' }}
            data-testid={`tx-split-category-${i}`}
          />
          <MoneyInput
            label={t('transactions.split.amount', { n: i + 1 })}
            currency={currency}
            value={line.amount}
            onChange={(v) => setLine(i, { amount: v })}
            error={errors[`splits.${i}.amount`]}
            min={0.01}
            style={{ flex: '1 1 7rem' }}
            data-testid={`tx-split-amount-${i}`}
          />
          <TextInput
            label={t('transactions.split.note', { n: i + 1 })}
            value={line.description}
            onChange={(e) => setLine(i, { description: e.currentTarget.value })}
            error={errors[`splits.${i}.description`]}
            maxLength={TRANSACTION_DESCRIPTION_MAX}
            style={{ flex: '2 1 10rem' }}
            data-testid={`tx-split-note-${i}`}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            disabled={lines.length <= 2}
            onClick={() => onChange(lines.filter((_, j) => j !== i))}
            aria-label={t('transactions.split.remove', { n: i + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text
          size="sm"
          c={rest === 0 ? 'dimmed' : 'red'}
          aria-live="polite"
          data-testid="tx-split-remainder"
        >
          {rest === 0
            ? t('transactions.split.balanced')
            : rest > 0
              ? t('transactions.split.left', { amount: f.money(rest, currency) })
              : t('transactions.split.over', { amount: f.money(-rest, currency) })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={lines.length >= TRANSACTION_SPLITS_MAX}
            onClick={() => onChange([...lines, emptyLine()])}
            data-testid="tx-split-add"
          >
            {t('transactions.split.add')}
          </Button>
          <Button
            variant="light"
            size="xs"
            disabled={!distributed || rest === 0}
            onClick={() =>
              distributed &&
              onChange(lines.map((l, j) => ({ ...l, amount: distributed[j]!.toNumber() })))
            }
            data-testid="tx-split-distribute"
          >
            {t('transactions.split.distribute')}
          </Button>
        </Group>
      </Group>
      {errors.splits && (
        <Text size="sm" c="red" role="alert" data-testid="tx-split-error">
          {errors.splits}
        </Text>
      )}
    </Stack>
  );
}
