import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HomeCardKey } from '@wealthlog/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface HomeCardProps {
  card: HomeCardKey;
  /** The area's page with the card's filter (the server's `link`). */
  link: string;
  children: ReactNode;
}

/** One area's card: its name, what it holds, and the way to its page. */
export function HomeCard({ card, link, children }: HomeCardProps) {
  const { t } = useTranslation();
  const title = t(`home.cards.${card}`);
  return (
    <Card withBorder padding="md" h="100%" data-testid={`home-card-${card}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor
            component={Link}
            to={link}
            size="sm"
            aria-label={t('home.openNamed', { area: title })}
            data-testid={`home-card-${card}-link`}
          >
            {t('home.open')}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** An area with nothing in it yet: one sentence and the button that starts it, not zeros. */
export function EmptyHomeCard({ card, start }: { card: HomeCardKey; start: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" h="100%" data-testid={`home-card-${card}`} data-empty="true">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t(`home.cards.${card}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`home.empty.${card}`)}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={start}
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          data-testid={`home-card-${card}-start`}
        >
          {t(`home.start.${card}`)}
        </Button>
      </Stack>
    </Card>
  );
}

/** A label and its figure, on one line that wraps rather than clips. */
export function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
