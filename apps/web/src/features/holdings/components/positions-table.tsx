import { Badge, Box, Card, Group, Loader, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Holding, sumMoney } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { arrow, tone } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';
import { useHoldings } from '../../../lib/queries/holdings';

/** Σ of base-currency figures, exact (decimal), or null when one of them has no rate. */
function total(values: (number | null)[]): number | null {
  return values.some((v) => v === null) ? null : sumMoney(values as number[]).toNumber();
}

function PositionRow({ h }: { h: Holding }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.Tr data-testid="position-row">
      <Table.Td>
        <Text fw={600} size="sm">
          <bdi>{h.instrument}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t(`trading.assetClasses.${h.assetClass}`)}
        </Text>
      </Table.Td>
      <Table.Td ta="end">{format.number(h.quantity, 8)}</Table.Td>
      <Table.Td ta="end">{h.averageCost === null ? '—' : format.number(h.averageCost, 8)}</Table.Td>
      <Table.Td ta="end">
        <Text size="sm">{format.number(h.price, 8)}</Text>
        <Text size="xs" c="dimmed">
          {format.date(h.priceDate)}
        </Text>
        {h.stalePrice && (
          <Tooltip label={t('positions.staleHint')} withArrow>
            <Badge size="xs" color="gray" variant="light" tabIndex={0} data-testid="stale-price">
              {t('positions.stale')}
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
      <Table.Td ta="end">{format.money(h.marketValue, h.currency)}</Table.Td>
      <Table.Td ta="end" c={tone(h.unrealizedPnl)}>
        <Text size="sm" inherit>
          {arrow(h.unrealizedPnl)}
          {format.signedMoney(h.unrealizedPnl, h.currency)}
        </Text>
        {h.unrealizedPct !== null && (
          <Text size="xs" inherit>
            {format.percent(h.unrealizedPct / 100)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="end">{h.weight === null ? '—' : format.share(h.weight / 100)}</Table.Td>
    </Table.Tr>
  );
}

/** A position on a phone: the same figures as a table row, stacked in a card. */
function PositionCard({ h }: { h: Holding }) {
  const { t } = useTranslation();
  const format = useFormat();
  const line = (label: string, value: ReactNode, c?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={c} ta="end">
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="sm" data-testid="position-card">
      <Group justify="space-between" mb={4}>
        <Text fw={600}>
          <bdi>{h.instrument}</bdi>
        </Text>
        {h.stalePrice && (
          <Badge size="xs" color="gray" variant="light" data-testid="stale-price">
            {t('positions.stale')}
          </Badge>
        )}
      </Group>
      {line(t('positions.quantity'), format.number(h.quantity, 8))}
      {line(
        t('positions.averageCost'),
        h.averageCost === null ? '—' : format.number(h.averageCost, 8),
      )}
      {line(t('positions.price'), `${format.number(h.price, 8)} · ${format.date(h.priceDate)}`)}
      {line(t('positions.marketValue'), format.money(h.marketValue, h.currency))}
      {line(
        t('positions.unrealized'),
        `${arrow(h.unrealizedPnl)}${format.signedMoney(h.unrealizedPnl, h.currency)}${
          h.unrealizedPct === null ? '' : ` (${format.percent(h.unrealizedPct / 100)})`
        }`,
        tone(h.unrealizedPnl),
      )}
      {line(t('positions.weight'), h.weight === null ? '—' : format.share(h.weight / 100))}
    </Card>
  );
}

/**
 * Open positions per account, each marked at its latest price (API.md "Holdings"), with the
 * account's and the overall value and unrealised P&L in the base currency at today's rate.
 */
export function PositionsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const holdings = useHoldings();
  const accounts = useAccounts();
  if (holdings.isPending) return <Loader size="sm" />;
  const list = holdings.data ?? [];
  if (list.length === 0)
    return (
      <Text c="dimmed" data-testid="positions-empty">
        {t('positions.empty')}
      </Text>
    );
  const base = list[0]!.baseCurrency;
  const byAccount = new Map<number, Holding[]>();
  for (const h of list) byAccount.set(h.accountId, [...(byAccount.get(h.accountId) ?? []), h]);
  const name = (id: number) => accounts.data?.find((a) => a.id === id)?.name ?? `#${id}`;
  const money = (v: number | null) => (v === null ? t('positions.noRate') : format.money(v, base));
  const signed = (v: number | null) =>
    v === null ? t('positions.noRate') : `${arrow(v)}${format.signedMoney(v, base)}`;
  const value = total(list.map((h) => h.marketValueBase));
  const pnl = total(list.map((h) => h.unrealizedPnlBase));
  return (
    <Stack gap="lg" data-testid="positions">
      <Text size="sm" data-testid="positions-total">
        {t('positions.total', { value: money(value), pnl: signed(pnl) })}
      </Text>
      {[...byAccount.entries()].map(([accountId, rows]) => (
        <Stack key={accountId} gap="xs">
          <Title order={2} size="h4">
            {name(accountId)}
          </Title>
          <Stack gap="xs" hiddenFrom="sm">
            {rows.map((h) => (
              <PositionCard key={`${h.instrument}-${h.currency}`} h={h} />
            ))}
            <Text size="sm" fw={600}>
              {t('positions.accountTotal', { currency: base })}:{' '}
              {money(total(rows.map((h) => h.marketValueBase)))} ·{' '}
              {signed(total(rows.map((h) => h.unrealizedPnlBase)))}
            </Text>
          </Stack>
          <Box visibleFrom="sm">
            <ScrollRegion label={t('positions.tableOf', { account: name(accountId) })}>
              <Table striped miw={760} data-testid="positions-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('positions.instrument')}</Table.Th>
                    <Table.Th ta="end">{t('positions.quantity')}</Table.Th>
                    <Table.Th ta="end">{t('positions.averageCost')}</Table.Th>
                    <Table.Th ta="end">{t('positions.price')}</Table.Th>
                    <Table.Th ta="end">{t('positions.marketValue')}</Table.Th>
                    <Table.Th ta="end">{t('positions.unrealized')}</Table.Th>
                    <Table.Th ta="end">{t('positions.weight')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((h) => (
                    <PositionRow key={`${h.instrument}-${h.currency}`} h={h} />
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={4}>
                      {t('positions.accountTotal', { currency: base })}
                    </Table.Th>
                    <Table.Th ta="end">{money(total(rows.map((h) => h.marketValueBase)))}</Table.Th>
                    <Table.Th ta="end">
                      {signed(total(rows.map((h) => h.unrealizedPnlBase)))}
                    </Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ScrollRegion>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
