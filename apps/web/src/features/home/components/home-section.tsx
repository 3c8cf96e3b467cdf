import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { DEFAULT_HOME_LAYOUT } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHome, useHomeLayout, useSaveHomeLayout } from '../api/home';
import { AttentionList } from './attention-list';
import { HomeCardOf } from './home-cards';
import { LayoutEditor } from './layout-editor';

/** The top of the dashboard (its slot 'dashboard.attention'): what needs doing, if anything. */
export function HomeAttention() {
  const home = useHome();
  return home.data ? <AttentionList items={home.data.attention} /> : null;
}

/**
 * A card per area in the user's order (the dashboard's slot 'dashboard.cards') — a grid on a
 * desktop, one column on a phone, mirrored in Arabic by the page's direction — with the layout
 * editor behind "Customise". One request answers every card (GET /api/dashboard/home).
 */
export function HomeCards() {
  const { t } = useTranslation();
  const home = useHome();
  const layout = useHomeLayout();
  const save = useSaveHomeLayout();
  const [editing, setEditing] = useState(false);
  if (home.isPending) return <Loader size="sm" aria-label={t('home.loading')} />;
  if (!home.data) return null;
  const current = layout.data ?? DEFAULT_HOME_LAYOUT;
  const shown = current.order.filter((card) => !current.hidden.includes(card));
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="home-cards-title"
      data-testid="home-section"
    >
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id="home-cards-title">
          {t('home.title')}
        </Title>
        <Button
          variant={editing ? 'filled' : 'default'}
          size="xs"
          leftSection={<IconLayoutGrid size={16} aria-hidden="true" />}
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
          data-testid="home-customise"
        >
          {editing ? t('home.done') : t('home.customise')}
        </Button>
      </Group>
      {editing && <LayoutEditor layout={current} onChange={save.change} />}
      <div
        style={{
          display: 'grid',
          // As many columns as cards of at least 18rem fit: one on a phone, two or three on a desktop.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
          gap: 'var(--mantine-spacing-md)',
        }}
        data-testid="home-cards"
      >
        {shown.map((card) => (
          <HomeCardOf key={card} card={card} home={home.data} />
        ))}
      </div>
    </Stack>
  );
}
