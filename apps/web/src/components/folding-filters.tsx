import { Badge, Box, Button, Collapse, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useFormat } from '../lib/use-format';

interface Props {
  /** Always in sight, on a phone too. */
  search: ReactNode;
  /** The other filters: a grid on a desktop, folded behind a button on a phone. */
  others: ReactNode;
  /** How many of `others` are in use; the phone's button shows it. */
  active: number;
  toggleLabel: string;
  testId: string;
  toggleTestId: string;
}

/**
 * A list's filter bar. On a phone, many stacked fields would push the list off the screen: the
 * search stays, the rest folds behind a button that counts the filters in use.
 */
export function FoldingFilters({
  search,
  others,
  active,
  toggleLabel,
  testId,
  toggleTestId,
}: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [folded, setFolded] = useState(true);
  const format = useFormat();
  if (phone) {
    return (
      <Stack gap="xs" data-testid={testId}>
        <Group gap="xs" wrap="nowrap">
          <Box flex={1}>{search}</Box>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={active > 0 ? <Badge size="sm">{format.number(active, 0)}</Badge> : null}
            onClick={() => setFolded((f) => !f)}
            aria-expanded={!folded}
            data-testid={toggleTestId}
          >
            {toggleLabel}
          </Button>
        </Group>
        <Collapse expanded={!folded}>
          <Stack gap="xs">{others}</Stack>
        </Collapse>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" data-testid={testId}>
      {search}
      {others}
    </SimpleGrid>
  );
}
