import { Box, Card, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_CURRENCY, type TradeStats } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { PHONE_CARDS } from '../../../components/phone-table';
import { useFormat } from '../../../lib/use-format';
import { arrow, tone } from '../../../lib/tones';

const DIMENSIONS = [
  'byPattern',
  'byTag',
  'byInstrument',
  'byWeekday',
  'byHour',
  'byMonth',
] as const;
type Dimension = (typeof DIMENSIONS)[number];

/**
 * Where the results come from: closed trades broken down by pattern, tag, instrument, the weekday
 * and hour they were opened and the month they were closed, following the page's filters.
 */
export function TradeBreakdowns({ stats }: { stats: TradeStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = stats.currency ?? DEFAULT_CURRENCY;

  const label = (dimension: Dimension, key: string): string => {
    if (dimension === 'byWeekday') return format.weekday(Number(key));
    if (dimension === 'byHour') return format.hour(Number(key));
    if (dimension === 'byMonth') return format.month(key);
    if (key === '') return t('trading.breakdowns.none');
    return key;
  };

  return (
    <Card withBorder padding="md" data-testid="trade-breakdowns">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('trading.breakdowns.title')}
        </Title>
        <Tabs defaultValue="byPattern" keepMounted={false}>
          {/* Six tabs wrap onto a second line on a phone rather than run off the screen. */}
          <Tabs.List>
            {DIMENSIONS.map((d) => (
              <Tabs.Tab key={d} value={d} data-testid={`breakdown-tab-${d}`}>
                {t(`trading.breakdowns.${d}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DIMENSIONS.map((d) => {
            const rows = stats[d] ?? [];
            return (
              <Tabs.Panel key={d} value={d} pt="sm">
                {rows.length === 0 ? (
                  <Text size="sm">{t('trading.breakdowns.empty')}</Text>
                ) : (
                  // A focusable, named region: keyboard users can scroll it on a phone too.
                  <Box
                    tabIndex={0}
                    aria-label={t(`trading.breakdowns.${d}`)}
                    style={{ overflowX: 'auto', maxWidth: '100%' }}
                  >
                    <Table miw={340} className={PHONE_CARDS} data-testid={`breakdown-${d}`}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t(`trading.breakdowns.key.${d}`)}</Table.Th>
                          <Table.Th ta="end">{t('trading.breakdowns.count')}</Table.Th>
                          <Table.Th ta="end">{t('trading.stats.winRate')}</Table.Th>
                          <Table.Th ta="end">{t('trading.stats.netPnl')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((row) => (
                          <Table.Tr key={row.key} data-testid="breakdown-row">
                            <Table.Td data-label={t(`trading.breakdowns.key.${d}`)}>
                              {label(d, row.key)}
                            </Table.Td>
                            <Table.Td ta="end" data-label={t('trading.breakdowns.count')}>
                              {format.number(row.count, 0)}
                            </Table.Td>
                            <Table.Td ta="end" data-label={t('trading.stats.winRate')}>
                              {format.share(row.winRate / 100)}
                            </Table.Td>
                            <Table.Td
                              ta="end"
                              data-label={t('trading.stats.netPnl')}
                              style={{
                                color: tone(row.netPnl),
                              }}
                            >
                              {`${arrow(row.netPnl)}${format.signedMoney(row.netPnl, currency)}`}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Box>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <Text size="xs" c="dimmed">
          {t('trading.breakdowns.conventions', { currency })}
        </Text>
      </Stack>
    </Card>
  );
}
