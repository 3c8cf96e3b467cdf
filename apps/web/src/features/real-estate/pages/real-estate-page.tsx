import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProperties } from '../api/properties';
import { PropertyCard } from '../components/property-card';
import { PropertyDetail } from '../components/property-detail';
import { PropertyFormModal } from '../components/property-form-modal';

/** /RealEstate: the property cards, and one property's page (?property=id, so it can be linked). */
export function RealEstatePage() {
  const { t } = useTranslation();
  const { data: properties = [], isLoading } = useProperties();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  // The list and a property's page replace each other: the button a person pressed to get here is
  // gone, so focus moves to the new view's heading, and back to the property's card on return,
  // rather than falling to the page's body (keyboard users keep their place). Only when moved from
  // inside the page: a linked property's page opens with focus where the browser puts it.
  const [moved, setMoved] = useState<{ from: number | null } | null>(null);
  const open = (id: number | null) => {
    setMoved({ from: id === null ? Number(params.get('property')) : null });
    setParams(id === null ? {} : { property: String(id) }, { replace: false });
  };
  const selected = properties.find((p) => String(p.id) === params.get('property'));
  return (
    <Stack gap="md" data-testid="page-real-estate">
      {selected ? (
        <PropertyDetail
          property={selected}
          onBack={() => open(null)}
          focusHeading={moved !== null}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Title order={1}>{t('pages.realEstate')}</Title>
              <Text c="dimmed" size="sm" maw={720}>
                {t('realEstate.intro')}
              </Text>
            </Stack>
            <Button onClick={() => setAdding(true)} data-testid="add-property">
              {t('realEstate.addProperty')}
            </Button>
          </Group>
          {!isLoading && properties.length === 0 ? (
            <Text c="dimmed" data-testid="no-properties">
              {t('realEstate.empty')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {properties.map((p) => (
              <PropertyCard
                key={p.id}
                property={p}
                onOpen={() => open(p.id)}
                focusOnMount={moved?.from === p.id}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <PropertyFormModal opened={adding} onClose={() => setAdding(false)} onCreated={open} />
    </Stack>
  );
}
