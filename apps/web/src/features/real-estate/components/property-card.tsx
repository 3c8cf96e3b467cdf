import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Property } from '@wealthlog/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMetrics } from '../api/metrics';
import { metricPercent } from './percent';
import { useMedia } from './use-media';

/** A property at a glance: photo, value, equity, yield and LTV (of the last 12 months). */
export function PropertyCard({
  property,
  onOpen,
  focusOnMount = false,
}: {
  property: Property;
  onOpen(): void;
  /** Back from this property's page: focus returns to its card. */
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const { t } = useTranslation();
  const format = useFormat();
  const photo = useMedia(property.mediaIds[0]);
  const { data: m } = useMetrics(property.id, null);
  const pct = (v: number | null | undefined) => metricPercent(v, format.locale);
  const figure = (label: string, value: string, testId: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <UnstyledButton ref={ref} onClick={onOpen} data-testid={`property-card-${property.id}`}>
      <Card withBorder padding="md" h="100%">
        {photo.url && photo.isImage ? (
          <Card.Section>
            <Image src={photo.url} h={140} alt={property.name} data-testid="property-photo-img" />
          </Card.Section>
        ) : null}
        <Stack gap="xs" mt="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              {property.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              {property.saleDate ? (
                <Badge color="gray" variant="outline" data-testid="card-sold">
                  {t('realEstate.sold')}
                </Badge>
              ) : null}
              <Badge variant="light">{t(`realEstate.kinds.${property.kind}`)}</Badge>
            </Group>
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            {figure(
              t('realEstate.card.value'),
              format.money(property.currentValue, property.currency),
              'card-value',
            )}
            {figure(
              t('realEstate.metrics.equity'),
              m ? format.money(m.equity, property.currency) : '—',
              'card-equity',
            )}
            {figure(t('realEstate.metrics.grossYield'), pct(m?.grossYield), 'card-yield')}
            {figure(t('realEstate.metrics.ltv'), pct(m?.ltv), 'card-ltv')}
          </SimpleGrid>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
