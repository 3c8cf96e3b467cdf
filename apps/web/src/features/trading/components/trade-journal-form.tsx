import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
} from '@mantine/core';
import { type Trade, TRADE_LIMITS, updateTradeBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useTradingSettings } from '../../../lib/queries/trading-settings';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useUpdateTrade } from '../api/update-trade';

const FIELDS = ['tags', 'pattern', 'stopLoss', 'takeProfit', 'notes'] as const;

/**
 * The journal side of a trade: tags, pattern, stop and target, notes. The pattern offers the
 * patterns of the user's trading settings and takes any other text, as the API does.
 */
export function TradeJournalForm({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const settings = useTradingSettings();
  const update = useUpdateTrade(trade.id);
  const [tags, setTags] = useState<string[]>(trade.tags);
  const [pattern, setPattern] = useState(trade.pattern ?? '');
  const [stopLoss, setStopLoss] = useState<NumberInputValue>(trade.stopLoss ?? '');
  const [takeProfit, setTakeProfit] = useState<NumberInputValue>(trade.takeProfit ?? '');
  const [notes, setNotes] = useState(trade.notes ?? '');
  const flow = useFormFlow({
    schema: updateTradeBodySchema,
    values: () => ({
      tags,
      pattern: pattern.trim() || null,
      stopLoss: inputNumber(stopLoss) ?? null,
      takeProfit: inputNumber(takeProfit) ?? null,
      notes: notes.trim() || null,
    }),
    fields: FIELDS,
    send: (body) => update.mutateAsync(body),
    clearErrors: 'saved',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;

  return (
    <form onSubmit={flow.submit} noValidate data-testid="journal-form">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TagsInput
            label={t('fieldLabels.tags')}
            description={t('trading.journal.tagsHint')}
            value={tags}
            onChange={(v) => (setTags(v), setErrors((e) => ({ ...e, tags: undefined })))}
            maxTags={TRADE_LIMITS.tags}
            splitChars={[',']}
            clearable
            error={errors.tags}
            data-testid="journal-tags"
          />
          <Autocomplete
            label={t('fieldLabels.pattern')}
            description={t('trading.journal.patternHint')}
            data={settings.data?.patterns ?? []}
            value={pattern}
            onChange={(v) => (setPattern(v), setErrors((e) => ({ ...e, pattern: undefined })))}
            maxLength={TRADE_LIMITS.pattern}
            error={errors.pattern}
            data-testid="journal-pattern"
          />
          <NumberInput
            label={t('fieldLabels.stopLoss')}
            value={stopLoss}
            onChange={setStopLoss}
            error={errors.stopLoss}
            min={0}
            decimalScale={8}
            data-testid="journal-stopLoss"
          />
          <NumberInput
            label={t('fieldLabels.takeProfit')}
            value={takeProfit}
            onChange={setTakeProfit}
            error={errors.takeProfit}
            min={0}
            decimalScale={8}
            data-testid="journal-takeProfit"
          />
        </SimpleGrid>
        <Textarea
          label={t('fieldLabels.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={TRADE_LIMITS.notes}
          rows={3}
          error={errors.notes}
          data-testid="journal-notes"
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={flow.pending} data-testid="journal-save">
            {t('trading.journal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
