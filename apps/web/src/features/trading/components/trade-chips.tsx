import { Badge, Group } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  tags: readonly string[];
  pattern: string | null;
  /** Clicking a chip narrows the journal to it: the list, the stats and the calendar follow. */
  onFilter: (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => void;
}

interface ChipProps {
  color: 'grape' | 'blue';
  label: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}

function FilterChip({ color, label, onClick, testId, children }: ChipProps) {
  return (
    <Badge
      component="button"
      type="button"
      variant="light"
      color={color}
      // AA contrast on a striped or hovered row, light and dark (Mantine's light text is too pale).
      c={`light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-2))`}
      tt="none"
      style={{ cursor: 'pointer' }}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
}

/** A trade's pattern and tags as chips; each is a button that filters the journal by it. */
export function TradeChips({ tags, pattern, onFilter }: Props) {
  const { t } = useTranslation();
  if (!pattern && tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="trade-chips">
      {pattern && (
        <FilterChip
          color="grape"
          label={t('trading.chips.byPattern', { pattern })}
          onClick={() => onFilter({ pattern })}
          testId="pattern-chip"
        >
          {pattern}
        </FilterChip>
      )}
      {tags.map((tag) => (
        <FilterChip
          key={tag}
          color="blue"
          label={t('trading.chips.byTag', { tag })}
          onClick={() => onFilter({ tag })}
          testId="tag-chip"
        >
          #{tag}
        </FilterChip>
      ))}
    </Group>
  );
}
