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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { serverFormErrors, zodFieldErrors, type FormErrors } from '../../../lib/field-messages';
import { inputNumber, type NumberInputValue } from '../../../lib/number-input';
import { useTradingSettings } from '../../../lib/queries/trading-settings';
import { useUpdateTrade } from '../api/update-trade';

const FIELDS = ['tags', 'pattern', 'stopLoss', 'takeProfit', 'notes'] as const;
type Field = (typeof FIELDS)[number];

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
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTradeBodySchema.safeParse({
      tags,
      pattern: pattern.trim() || null,
      stopLoss: inputNumber(stopLoss) ?? null,
      takeProfit: inputNumber(takeProfit) ?? null,
      notes: notes.trim() || null,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t));
    update.mutate(parsed.data, {
      onSuccess: () => setErrors({}),
      onError: (error) => {
        const fieldErrors = serverFormErrors(error, FIELDS, t);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else showErrorToast(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="journal-form">
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
          <Button
            type="submit"
            variant="light"
            loading={update.isPending}
            data-testid="journal-save"
          >
            {t('trading.journal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
