import { Group, Progress, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { budgetStatus, type BudgetStatus } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

// Green under 80 %, amber from 80 %, red over; each with its icon and words too, so the
// state never rests on colour alone. Shades readable on light and dark cards.
const TONES: Record<BudgetStatus, { color: string; text: string; Icon: typeof IconCircleCheck }> = {
  ok: {
    color: 'teal',
    text: 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))',
    Icon: IconCircleCheck,
  },
  warn: {
    color: 'yellow',
    // Mantine's darkest yellow (9, #e67700) reads at 3.0:1 on white: a deeper amber, 5.7:1 on
    // white and 5.4:1 on a striped grey row, keeps the hue and passes AA (axe color-contrast).
    text: 'light-dark(#8f5b00, var(--mantine-color-yellow-3))',
    Icon: IconAlertTriangle,
  },
  over: {
    color: 'red',
    text: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))',
    Icon: IconCircleX,
  },
};

/** How much of what the month holds (amount + carried in) is spent. */
export function BudgetBar({
  spent,
  total,
  label,
}: {
  spent: number;
  total: number;
  label: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const status = budgetStatus(spent, total);
  const tone = TONES[status];
  const pct = total > 0 ? Math.round((spent / total) * 100) : spent > 0 ? 100 : 0;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="budget-bar" data-status={status}>
      <tone.Icon size={18} color={tone.text} aria-hidden />
      <Progress
        value={Math.max(0, Math.min(100, pct))}
        color={tone.color}
        size="lg"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="sm" fw={600} c={tone.text} miw={96} ta="end">
        {t(`expenses.status.${status}`, { pct: f.number(pct, 0) })}
      </Text>
    </Group>
  );
}
