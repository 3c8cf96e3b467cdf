import { Badge, Group } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';

interface Props {
  tags: readonly string[];
  pattern: string | null;
  /** Clicking a chip narrows the journal to it: the list, the stats and the calendar follow. */
  onFilter: (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => void;
}

/** A trade's pattern and tags as chips; each is a button that filters the journal by it. */
export function TradeChips({ tags, pattern, onFilter }: Props) {
  const { t } = useTranslation();
  if (!pattern && tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="trade-chips">
      {pattern && (
        <Badge
          component="button"
          type="button"
          variant="light"
          color="grape"
          // AA contrast on a striped or hovered row, light and dark (Mantine's light text is too pale).
          c="light-dark(var(--mantine-color-grape-9), var(--mantine-color-grape-2))"
          tt="none"
          style={{ cursor: 'pointer' }}
          aria-label={t('trading.chips.byPattern', { pattern })}
          onClick={() => onFilter({ pattern })}
          data-testid="pattern-chip"
        >
          {pattern}
        </Badge>
      )}
      {tags.map((tag) => (
        <Badge
          key={tag}
          component="button"
          type="button"
          variant="light"
          c="light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-2))"
          tt="none"
          style={{ cursor: 'pointer' }}
          aria-label={t('trading.chips.byTag', { tag })}
          onClick={() => onFilter({ tag })}
          data-testid="tag-chip"
        >
          #{tag}
        </Badge>
      ))}
    </Group>
  );
}
