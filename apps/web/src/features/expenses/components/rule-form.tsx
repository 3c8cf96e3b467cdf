import {
  ActionIcon,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  RULE_ACTION_FIELDS,
  RULE_FIELD_OPS,
  RULE_FIELDS,
  SCHEMA_MESSAGES,
  createRuleBodySchema,
  type RuleAction,
  type RuleCondition,
  type RuleField,
  type RuleItem,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { translateServerMessage } from '../../../lib/error-toasts';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus';
import { useSaveRule } from '../api/rules';

// Why a pattern cannot run is worth saying (ADR 0020); other issues keep the form's general hint.
const REGEX_REASONS: ReadonlySet<string> = new Set([
  SCHEMA_MESSAGES.ruleRegexUnsupported,
  SCHEMA_MESSAGES.ruleRegexTooLarge,
]);

// The form has no field of its own for the server's field errors: every refusal is a toast.
const ON_NO_FIELD: readonly 'form'[] = [];

/** Create or edit a rule: conditions (ALL or ANY) and what it sets. */
export function RuleForm({ rule, onClose }: { rule: RuleItem | null; onClose(): void }) {
  const { t } = useTranslation();
  // Mounted only while open: focus goes back to the button that opened it.
  useReturnFocusOnUnmount();
  const save = useSaveRule();
  const [name, setName] = useState(rule?.name ?? '');
  const [match, setMatch] = useState<'ALL' | 'ANY'>(rule?.match ?? 'ALL');
  const [conditions, setConditions] = useState<RuleCondition[]>(
    rule?.conditions ?? [{ field: 'description', op: 'contains', value: '' }],
  );
  const [actions, setActions] = useState<RuleAction[]>(
    rule?.actions ?? [{ field: 'category', value: '' }],
  );
  const flow = useFormFlow({
    schema: createRuleBodySchema,
    values: () => ({ name, match, conditions, actions, enabled: rule?.enabled ?? true }),
    fields: ON_NO_FIELD,
    // One message for the whole form: '' is the general hint, else a regex's reason as core words it.
    invalid: (issues) => ({
      form: issues.issues.find((i) => REGEX_REASONS.has(i.message))?.message ?? '',
    }),
    send: (body) => save.mutateAsync({ id: rule?.id, body }),
    onSuccess: onClose,
  });
  const error = flow.fieldErrors.form;

  const setCondition = (i: number, patch: Partial<RuleCondition>) =>
    setConditions((cs) =>
      cs.map((c, n) => {
        if (n !== i) return c;
        const next = { ...c, ...patch };
        // A field keeps an operator it takes.
        if (!RULE_FIELD_OPS[next.field].includes(next.op)) next.op = RULE_FIELD_OPS[next.field][0]!;
        return next;
      }),
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? t('txRules.edit') : t('txRules.create')}
      size="lg"
    >
      <form onSubmit={flow.submit} noValidate data-testid="rule-form">
        <Stack gap="sm">
          <TextInput
            label={t('txRules.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="rule-name"
          />
          <Group gap="xs">
            <Text size="sm">{t('txRules.when')}</Text>
            <SegmentedControl
              size="xs"
              value={match}
              onChange={(v) => setMatch(v as 'ALL' | 'ANY')}
              data={[
                { value: 'ALL', label: t('txRules.matches.ALL') },
                { value: 'ANY', label: t('txRules.matches.ANY') },
              ]}
            />
          </Group>
          {conditions.map((c, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
              <Select
                aria-label={t('txRules.field')}
                data={RULE_FIELDS.map((f) => ({ value: f, label: t(`txRules.fields.${f}`) }))}
                value={c.field}
                onChange={(v) => v && setCondition(i, { field: v as RuleField })}
                allowDeselect={false}
                style={{ flex: 1 }}
              />
              <Select
                aria-label={t('txRules.op')}
                data={RULE_FIELD_OPS[c.field].map((o) => ({
                  value: o,
                  label: t(`txRules.ops.${o}`),
                }))}
                value={c.op}
                onChange={(v) => v && setCondition(i, { op: v as RuleCondition['op'] })}
                allowDeselect={false}
                style={{ flex: 1 }}
              />
              <TextInput
                aria-label={t('txRules.value')}
                value={c.value}
                onChange={(e) => setCondition(i, { value: e.currentTarget.value })}
                style={{ flex: 1 }}
                data-testid={`rule-condition-value-${i}`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('txRules.removeCondition')}
                disabled={conditions.length === 1}
                onClick={() => setConditions((cs) => cs.filter((_, n) => n !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setConditions((cs) => [...cs, { field: 'description', op: 'contains', value: '' }])
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {t('txRules.addCondition')}
          </Button>
          <Text size="sm">{t('txRules.then')}</Text>
          {actions.map((a, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
              <Select
                aria-label={t('txRules.field')}
                data={RULE_ACTION_FIELDS.map((f) => ({ value: f, label: t(`txRules.sets.${f}`) }))}
                value={a.field}
                onChange={(v) =>
                  v &&
                  setActions((as) =>
                    as.map((x, n) => (n === i ? { ...x, field: v as RuleAction['field'] } : x)),
                  )
                }
                allowDeselect={false}
                style={{ flex: 1 }}
              />
              <TextInput
                aria-label={t('txRules.value')}
                value={a.value}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setActions((as) => as.map((x, n) => (n === i ? { ...x, value } : x)));
                }}
                style={{ flex: 2 }}
                data-testid={`rule-action-value-${i}`}
              />
            </Group>
          ))}
          {error !== undefined && (
            <Text c="red" size="sm" role="alert">
              {error ? translateServerMessage(t, error) : t('txRules.invalid')}
            </Text>
          )}
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={save.isPending} data-testid="rule-save">
              {t('common.save')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
