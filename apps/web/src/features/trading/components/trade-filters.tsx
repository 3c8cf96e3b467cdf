import { Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  ASSET_CLASSES,
  TRADE_DIRECTIONS,
  TRADE_LIMITS,
  TRADE_STATUSES,
  type Account,
  type TradeFilter,
} from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FoldingFilters } from '../../../components/folding-filters';

interface Props {
  accounts: readonly Account[];
  value: TradeFilter;
  onChange: (filter: TradeFilter) => void;
}

const TYPED = ['instrument', 'pattern', 'tag'] as const;
type Typed = Record<(typeof TYPED)[number], string>;
/** The filters behind the phone's button (the instrument search stays in sight). */
const FOLDED: readonly (keyof TradeFilter)[] = [
  'accountId',
  'status',
  'direction',
  'assetClass',
  'pattern',
  'tag',
  'from',
  'to',
];

/**
 * Every filter of GET /api/trade; the table, the stats, the curve, the calendar and the
 * breakdowns all follow them. Typed fields apply 300 ms after the last key.
 */
export function TradeFilters({ accounts, value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Typed>({
    instrument: value.instrument ?? '',
    pattern: value.pattern ?? '',
    tag: value.tag ?? '',
  });
  const [debounced] = useDebouncedValue(typed, 300);
  const patch = (next: Partial<TradeFilter>) => onChange({ ...value, ...next });

  useEffect(() => {
    const next = Object.fromEntries(TYPED.map((k) => [k, debounced[k].trim() || undefined]));
    if (TYPED.some((k) => next[k] !== value[k])) onChange({ ...value, ...next });
    // Only a settled change of the typed fields pushes a new filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // A chip clicked in the table or the drawer sets a pattern or tag from outside: show it here,
  // so the field says what filters the list and the next typed change keeps it.
  const { instrument, pattern, tag } = value;
  useEffect(() => {
    const outside = { instrument, pattern, tag };
    setTyped((s) =>
      TYPED.every((k) => (s[k].trim() || undefined) === outside[k])
        ? s
        : { instrument: instrument ?? '', pattern: pattern ?? '', tag: tag ?? '' },
    );
  }, [instrument, pattern, tag]);

  const text = (key: (typeof TYPED)[number], label: string) => (
    <TextInput
      key={key}
      aria-label={label}
      placeholder={label}
      value={typed[key]}
      // As long as the filter takes: a longer one would not be a valid address parameter.
      maxLength={TRADE_LIMITS[key]}
      onChange={(e) => {
        const text = e.currentTarget.value; // read now: the updater runs after the event
        setTyped((s) => ({ ...s, [key]: text }));
      }}
      leftSection={key === 'instrument' ? <IconSearch size={16} /> : undefined}
      data-testid={`trade-filter-${key}`}
    />
  );
  const select = (
    key: 'assetClass' | 'direction' | 'status',
    label: string,
    options: readonly string[],
    optionLabel: (o: string) => string,
  ) => (
    <Select
      key={key}
      aria-label={label}
      placeholder={label}
      data={options.map((o) => ({ value: o, label: optionLabel(o) }))}
      value={value[key] ?? null}
      onChange={(v) => patch({ [key]: v ?? undefined })}
      clearable
      data-testid={`trade-filter-${key}`}
    />
  );
  const day = (key: 'from' | 'to') => (
    <TextInput
      key={key}
      type="date"
      aria-label={t(`trading.filters.${key}`)}
      leftSection={<Text size="xs">{t(`trading.filters.${key}`)}</Text>}
      leftSectionWidth={56}
      value={value[key] ?? ''}
      onChange={(e) => patch({ [key]: e.currentTarget.value || undefined })}
      data-testid={`trade-filter-${key}`}
    />
  );
  const active = FOLDED.filter((k) => value[k] !== undefined && value[k] !== '').length;

  const others = (
    <>
      <Select
        aria-label={t('trading.filters.account')}
        placeholder={t('trading.filters.allAccounts')}
        data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }))}
        value={value.accountId ? String(value.accountId) : null}
        onChange={(v) => patch({ accountId: v ? Number(v) : undefined })}
        clearable
        data-testid="trade-filter-account"
      />
      {select('status', t('trading.filters.status'), TRADE_STATUSES, (s) =>
        t(`trading.statuses.${s}`),
      )}
      {select('direction', t('fieldLabels.direction'), TRADE_DIRECTIONS, (d) =>
        t(`trading.directions.${d}`),
      )}
      {select('assetClass', t('fieldLabels.assetClass'), ASSET_CLASSES, (c) =>
        t(`trading.assetClasses.${c}`),
      )}
      {text('pattern', t('trading.filters.pattern'))}
      {text('tag', t('trading.filters.tag'))}
      {day('from')}
      {day('to')}
    </>
  );

  return (
    <FoldingFilters
      search={text('instrument', t('trading.filters.instrument'))}
      others={others}
      active={active}
      toggleLabel={t('trading.filters.toggle')}
      testId="trade-filters"
      toggleTestId="trade-filters-toggle"
    />
  );
}
