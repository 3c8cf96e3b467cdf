import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
  /** 'danger': what the card does cannot be undone (a deletion); its border says so in red. */
  tone?: 'danger';
}

/**
 * A titled card of a settings page (each is one or more of these): shared, so a section that
 * lives in its own feature (Your data) looks like the others.
 */
export function SectionCard({ title, description, children, testId, tone }: SectionCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={testId}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
