import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Performance } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { arrow, tone } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';

/** One figure, its value (with a sign and an arrow, not colour alone) and what it measures. */
function Figure(props: {
  id: string;
  label: string;
  value: string;
  raw: number | null;
  hint: string;
}) {
  return (
    <Stack gap={2} data-testid={`perf-${props.id}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text size="lg" fw={700} c={tone(props.raw)}>
        {arrow(props.raw)}
        {props.value}
      </Text>
      <Text size="xs" c="dimmed">
        {props.hint}
      </Text>
    </Stack>
  );
}

export function PerformanceFigures({ p }: { p: Performance }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pct = (v: number | null) => (v === null ? '—' : format.percent(v / 100));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      <Figure
        id="twr"
        label={t('performance.twr')}
        value={pct(p.twr)}
        raw={p.twr}
        hint={t('performance.twrHint')}
      />
      <Figure
        id="mwr"
        label={t('performance.mwr')}
        value={pct(p.mwr)}
        raw={p.mwr}
        hint={t('performance.mwrHint')}
      />
      <Figure
        id="simple"
        label={t('performance.simple')}
        value={pct(p.simpleReturn)}
        raw={p.simpleReturn}
        hint={t('performance.simpleHint')}
      />
      <Figure
        id="gain"
        label={t('performance.gain')}
        value={format.signedMoney(p.gain, p.currency)}
        raw={p.gain}
        hint={t('performance.gainHint')}
      />
      <Figure
        id="contributions"
        label={t('performance.contributions')}
        value={format.money(p.netContributions, p.currency)}
        raw={null}
        hint={t('performance.contributionsHint')}
      />
    </SimpleGrid>
  );
}
