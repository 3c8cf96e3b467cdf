import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import {
  ASSET_CLASSES,
  type AssetClass,
  type Instrument,
  instrumentBodySchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useSaveInstrument } from '../api/save-instrument';

const FIELDS = ['symbol', 'assetClass', 'multiplier', 'pipSize'] as const;

/** Adds an instrument, or changes the one being edited (its symbol then stays). */
export function InstrumentForm({
  editing,
  onDone,
}: {
  editing: Instrument | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInstrument();
  const [symbol, setSymbol] = useState(editing?.symbol ?? '');
  const [assetClass, setAssetClass] = useState<AssetClass>(editing?.assetClass ?? 'STOCK');
  const [multiplier, setMultiplier] = useState<NumberInputValue>(editing?.multiplier ?? 1);
  const [pipSize, setPipSize] = useState<NumberInputValue>(editing?.pipSize ?? '');
  const flow = useFormFlow({
    schema: instrumentBodySchema,
    values: () => ({
      symbol,
      name: editing?.name ?? null,
      currency: editing?.currency ?? null,
      assetClass,
      multiplier: inputNumber(multiplier),
      pipSize: inputNumber(pipSize) ?? null,
    }),
    fields: FIELDS,
    // The symbol is the request's path; the body goes without it.
    send: ({ symbol: key = '', ...body }) => save.mutateAsync({ symbol: key, body }),
    onSuccess: () => (setSymbol(''), setPipSize(''), setMultiplier(1), onDone()),
    clearErrors: 'saved',
  });
  const errors = flow.fieldErrors;

  return (
    <form onSubmit={flow.submit} noValidate data-testid="instrument-form">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label={t('fieldLabels.symbol')}
          placeholder={t('trading.instruments.symbolPlaceholder')}
          value={symbol}
          onChange={(e) => setSymbol(e.currentTarget.value)}
          error={errors.symbol}
          disabled={editing !== null}
          required
          dir="ltr"
          w={150}
          data-testid="instrument-symbol"
        />
        <Select
          label={t('fieldLabels.assetClass')}
          data={ASSET_CLASSES.map((c) => ({ value: c, label: t(`trading.assetClasses.${c}`) }))}
          value={assetClass}
          onChange={(v) => v && setAssetClass(v as AssetClass)}
          error={errors.assetClass}
          allowDeselect={false}
          w={130}
          data-testid="instrument-class"
        />
        <NumberInput
          label={t('fieldLabels.multiplier')}
          value={multiplier}
          onChange={setMultiplier}
          error={errors.multiplier}
          min={0}
          decimalScale={8}
          required
          w={120}
          data-testid="instrument-multiplier"
        />
        <NumberInput
          label={t('fieldLabels.pipSize')}
          description={assetClass === 'FX' ? t('trading.instruments.pipDefault') : undefined}
          value={pipSize}
          onChange={setPipSize}
          error={errors.pipSize}
          min={0}
          decimalScale={12}
          w={150}
          data-testid="instrument-pip"
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        {editing && (
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} data-testid="instrument-save">
          {editing ? t('trading.instruments.save') : t('trading.instruments.add')}
        </Button>
      </Group>
    </form>
  );
}
