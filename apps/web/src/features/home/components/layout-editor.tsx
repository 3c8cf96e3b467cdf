import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { HomeCardKey, HomeLayout } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';

interface Props {
  layout: HomeLayout;
  /** An edit of the newest layout, which may be ahead of the one rendered. */
  onChange(edit: (layout: HomeLayout) => HomeLayout): void;
}

/** The cards in their order: each moved up or down and shown or hidden, all by keyboard too. */
export function LayoutEditor({ layout, onChange }: Props) {
  const { t } = useTranslation();
  const move = (card: HomeCardKey, by: -1 | 1) =>
    onChange((newest) => {
      const order = [...newest.order];
      const i = order.indexOf(card);
      if (i < 0 || i + by < 0 || i + by >= order.length) return newest;
      [order[i], order[i + by]] = [order[i + by]!, order[i]!];
      return { ...newest, order };
    });
  const toggle = (card: HomeCardKey, shown: boolean) =>
    onChange((newest) => {
      // Set, not flipped: the newest layout may already have this card as asked.
      const others = newest.hidden.filter((k) => k !== card);
      return { ...newest, hidden: shown ? others : [...others, card] };
    });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="home-layout-editor">
      <Text size="sm" c="dimmed" mb="xs">
        {t('home.layoutHint')}
      </Text>
      <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {layout.order.map((card, i) => {
          const name = t(`home.cards.${card}`);
          return (
            <Group
              key={card}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid={`home-layout-${card}`}
            >
              <Switch
                checked={!layout.hidden.includes(card)}
                onChange={(e) => toggle(card, e.currentTarget.checked)}
                label={name}
                aria-label={t('home.showCard', { card: name })}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  disabled={i === 0}
                  onClick={() => move(card, -1)}
                  aria-label={t('home.moveUp', { card: name })}
                  data-testid={`home-layout-${card}-up`}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  disabled={i === layout.order.length - 1}
                  onClick={() => move(card, 1)}
                  aria-label={t('home.moveDown', { card: name })}
                  data-testid={`home-layout-${card}-down`}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
