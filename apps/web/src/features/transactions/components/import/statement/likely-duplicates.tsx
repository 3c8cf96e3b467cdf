import { Checkbox, Fieldset, ScrollArea, Stack, Text } from '@mantine/core';
import { LIKELY_DUPLICATE_DAYS, type StatementPreviewRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/use-format';

/**
 * The lines that look like a transaction the user already has (same amount, a few days apart):
 * not booked unless ticked — two equal payments may really both have happened.
 */
export function LikelyDuplicates({
  rows,
  ticked,
  onToggle,
}: {
  rows: readonly StatementPreviewRow[];
  ticked: ReadonlySet<number>;
  onToggle: (line: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) return null;
  return (
    <Fieldset
      legend={t('transactions.import.statement.likely.title', {
        total: format.number(rows.length, 0),
      })}
      variant="filled"
      data-testid="statement-likely-duplicates"
    >
      <Text size="xs" c="dimmed" mb="xs">
        {t('transactions.import.statement.likely.hint', {
          days: format.number(LIKELY_DUPLICATE_DAYS, 0),
        })}
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <Stack gap={6}>
          {rows.map((r) => (
            <Checkbox
              key={r.line}
              checked={ticked.has(r.line)}
              onChange={() => onToggle(r.line)}
              label={[
                t('csvImport.line', { line: format.number(r.line, 0) }),
                format.date(r.date),
                format.number(r.amount, 8),
                r.description ?? t(`transactions.types.${r.type}`),
              ].join(' · ')}
              data-testid={`statement-likely-${r.line}`}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Fieldset>
  );
}
