import { Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Property } from '@wealthlog/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { oneOf, useUrlParam } from '../../../lib/use-url-param';
import { useMetrics } from '../api/metrics';
import { useDeleteProperty } from '../api/properties';
import { DocumentsTab } from './documents-tab';
import { EntriesTab } from './entries-tab';
import { MetricsGrid } from './metrics-grid';
import { PropertyDebt } from './property-debt';
import { PropertyFormModal } from './property-form-modal';
import { ValuationsTab } from './valuations-tab';

const TABS = ['overview', 'valuations', 'entries', 'documents'] as const;
type Tab = (typeof TABS)[number];

/**
 * One property: overview (metrics), valuations, income and expenses, documents. The tab is in the
 * address (?tab=, beside ?property=), so a reload or a shared link opens the same one.
 */
export function PropertyDetail({
  property,
  onBack,
  focusHeading = false,
}: {
  property: Property;
  onBack(): void;
  /** Opened from the list (or just created): focus starts on the property's name. */
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, property.id]);
  const { t } = useTranslation();
  const format = useFormat();
  const [year, setYear] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useUrlParam<Tab>('tab', 'overview', oneOf(TABS));
  const { data: metrics } = useMetrics(property.id, year === null ? null : Number(year));
  const remove = useDeleteProperty();
  const thisYear = new Date().getUTCFullYear();
  const first = Number(property.purchaseDate.slice(0, 4));
  const years = Array.from({ length: Math.max(0, thisYear - first + 1) }, (_, i) =>
    String(thisYear - i),
  );
  return (
    <Stack gap="md" data-testid="property-detail">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Button variant="subtle" px={0} onClick={onBack} data-testid="property-back">
            {t('realEstate.back')}
          </Button>
          <Title order={2} ref={heading} tabIndex={-1}>
            {property.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`realEstate.kinds.${property.kind}`)} ·{' '}
            {format.money(property.currentValue, property.currency)}
            {property.ownershipPct < 100
              ? ` · ${t('realEstate.shareOf', { share: format.share(property.ownershipPct / 100) })}`
              : ''}
          </Text>
          {property.realisedGain !== null ? (
            <Text size="sm" data-testid="realised-gain">
              {t('realEstate.realisedGain')}:{' '}
              {format.signedMoney(property.realisedGain, property.currency)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setEditing(true)} data-testid="property-edit">
            {t('realEstate.edit')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (window.confirm(t('realEstate.confirmDelete')))
                remove.mutate(property.id, { onSuccess: onBack });
            }}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Group>
      <PropertyFormModal
        key={`${property.id}-${String(editing)}`}
        opened={editing}
        onClose={() => setEditing(false)}
        property={property}
      />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview" data-testid="tab-overview">
            {t('realEstate.tabs.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="valuations" data-testid="tab-valuations">
            {t('realEstate.tabs.valuations')}
          </Tabs.Tab>
          <Tabs.Tab value="entries" data-testid="tab-entries">
            {t('realEstate.tabs.entries')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" data-testid="tab-documents">
            {t('realEstate.tabs.documents')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="sm">
            <PropertyDebt property={property} />
            <Select
              label={t('realEstate.period')}
              data={[
                { value: '', label: t('realEstate.last12Months') },
                ...years.map((y) => ({ value: y, label: y })),
              ]}
              value={year ?? ''}
              onChange={(v) => setYear(v ? v : null)}
              allowDeselect={false}
              maw={220}
              data-testid="metrics-year"
            />
            {metrics ? <MetricsGrid m={metrics} currency={property.currency} /> : null}
            <Text size="xs" c="dimmed">
              {t('realEstate.conventions')}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="valuations" pt="md">
          <ValuationsTab property={property} />
        </Tabs.Panel>
        <Tabs.Panel value="entries" pt="md">
          <EntriesTab property={property} metrics={metrics} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsTab property={property} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
