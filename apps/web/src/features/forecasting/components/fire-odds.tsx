import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { type ReachedRow, compactRows, yearReachedBy } from './target-odds';
import { yearText } from './year-text';

/**
 * Under the FIRE card: of the Monte Carlo paths, the share that has reached the FIRE number by
 * each year, and the years by which 10 %, 50 % and 90 % of them have (not only the median).
 */
export function FireOdds({ rows, startYear }: { rows: readonly ReachedRow[]; startYear: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) return null;
  const when = (share: number) => {
    const y = yearReachedBy(rows, share);
    return y === null ? t('forecast.fire.odds.never') : yearText(startYear + y, format.locale);
  };
  return (
    <Stack gap="xs" data-testid="fire-odds">
      <Text size="sm" data-testid="fire-odds-percentiles">
        {t('forecast.fire.odds.percentiles', { p10: when(10), p50: when(50), p90: when(90) })}
      </Text>
      <Table withTableBorder striped maw={360} data-testid="fire-odds-table">
        <Table.Caption>{t('forecast.fire.odds.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('forecast.fire.odds.year')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('forecast.fire.odds.reached')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {compactRows(rows).map((r) => (
            <Table.Tr key={r.year}>
              <Table.Td>{yearText(startYear + r.year, format.locale)}</Table.Td>
              <Table.Td ta="end">{format.share(r.pct / 100)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
