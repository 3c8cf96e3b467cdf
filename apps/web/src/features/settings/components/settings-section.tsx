import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

/** A titled card: each settings page is one or more of these. */
export function SettingsSectionCard({
  title,
  description,
  children,
  testId,
}: SettingsSectionCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
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
