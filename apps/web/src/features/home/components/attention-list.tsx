import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { AttentionItem } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/use-format';
import { useDismissAttention } from '../api/home';

const COLOR = { danger: 'red', warning: 'orange', info: 'blue' } as const;

/** Only when something needs doing: each item says what, links to its fix, and can be dismissed. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const { t } = useTranslation();
  const dismiss = useDismissAttention();
  const text = useAttentionText();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-attention-title" data-testid="home-attention">
      <Title order={2} size="h4" id="home-attention-title" mb="xs">
        {t('home.attentionTitle', { count: items.length })}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => {
          const message = text(item);
          const Icon = item.severity === 'info' ? IconInfoCircle : IconAlertTriangle;
          return (
            <Paper
              key={item.id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              style={{
                borderInlineStart: `4px solid var(--mantine-color-${COLOR[item.severity]}-filled)`,
              }}
              data-testid="home-attention-item"
              data-kind={item.kind}
            >
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Icon
                    size={20}
                    aria-hidden="true"
                    color={`var(--mantine-color-${COLOR[item.severity]}-text)`}
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {message}
                    </Text>
                    <Anchor
                      component={Link}
                      to={item.link}
                      size="sm"
                      data-testid="home-attention-fix"
                    >
                      {t(`home.fix.${item.kind}`)}
                    </Anchor>
                  </Stack>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => dismiss.mutate(item.id)}
                  aria-label={t('home.dismissNamed', { message })}
                  data-testid="home-attention-dismiss"
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}

/** An item in the reader's language: its kind's text with its figures formatted here. */
function useAttentionText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (item: AttentionItem) => {
    const p = item.params;
    const values: Record<string, string | number> = { ...p };
    if (typeof p.amount === 'number' && typeof p.currency === 'string')
      values.amount = format.money(p.amount, p.currency);
    if (typeof p.stated === 'number' && typeof p.currency === 'string')
      values.stated = format.money(p.stated, p.currency);
    if (typeof p.date === 'string') values.date = format.date(p.date);
    if (typeof p.month === 'string') values.month = format.month(`${p.month}-01`);
    return t(`home.attention.${item.kind}`, values);
  };
}
