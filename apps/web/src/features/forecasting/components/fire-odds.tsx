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
  const last = rows.at(-1);
  if (!last) return null;
  return (
    <Stack gap="xs" data-testid="fire-odds">
      <OddsSentence rows={rows} last={last} startYear={startYear} />
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

/**
 * The years by which 10 %, half and 90 % of the paths get there — only those that are reached —
 * then, when some paths never get there within the horizon, that share in its own words (never
 * "90 % by not within the horizon").
 */
function OddsSentence({
  rows,
  last,
  startYear,
}: {
  rows: readonly ReachedRow[];
  last: ReachedRow;
  startYear: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const year = (y: number) => yearText(startYear + y, format.locale);
  const end = year(last.year);
  const [p10, p50, p90] = [
    yearReachedBy(rows, 10),
    yearReachedBy(rows, 50),
    yearReachedBy(rows, 90),
  ];
  // The fixed shares are formatted as the varying ones are ("10%" in English, "10 %" in French).
  const shares = { ten: format.share(0.1), ninety: format.share(0.9) };
  let text: string;
  if (p10 === null)
    text =
      last.pct > 0
        ? t('forecast.fire.odds.fewReach', { share: format.share(last.pct / 100), end })
        : t('forecast.fire.odds.noneReach', { end });
  else {
    text =
      p50 === null
        ? t('forecast.fire.odds.upTo10', { ...shares, p10: year(p10) })
        : p90 === null
          ? t('forecast.fire.odds.upTo50', { ...shares, p10: year(p10), p50: year(p50) })
          : t('forecast.fire.odds.percentiles', {
              ...shares,
              p10: year(p10),
              p50: year(p50),
              p90: year(p90),
            });
    if (last.pct < 100)
      text += ` ${t('forecast.fire.odds.neverRest', { share: format.share((100 - last.pct) / 100), end })}`;
  }
  return (
    <Text size="sm" data-testid="fire-odds-percentiles">
      {text}
    </Text>
  );
}
