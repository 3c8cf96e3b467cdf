import {
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ApplyRuleResult, RuleItem } from '@wealthlog/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { ReturnFocusOnUnmount } from '../../../lib/use-return-focus';
import { useApplyRule, useDeleteRule, useRules, useSaveRule } from '../api/rules';
import { EditDeleteIcons } from '../../../components/edit-delete-icons';

// The form checks patterns with re2js (ADR 0020, ~45 KB gzipped), so it loads when a rule is
// opened, not with the expenses page.
const RuleForm = lazy(() => import('./rule-form').then((m) => ({ default: m.RuleForm })));

/** The rules in the order they run: switch on or off, edit, delete, apply to existing (preview first). */
export function RuleList() {
  const { t } = useTranslation();
  const f = useFormat();
  const rules = useRules();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const apply = useApplyRule();
  const [editing, setEditing] = useState<RuleItem | 'new' | null>(null);
  const [preview, setPreview] = useState<{ rule: RuleItem; result: ApplyRuleResult } | null>(null);

  const describe = (r: RuleItem) =>
    `${r.conditions.map((c) => `${t(`txRules.fields.${c.field}`)} ${t(`txRules.ops.${c.op}`)} “${c.value}”`).join(r.match === 'ALL' ? ` ${t('txRules.and')} ` : ` ${t('txRules.or')} `)} → ${r.actions.map((a) => `${t(`txRules.sets.${a.field}`)} “${a.value}”`).join(', ')}`;

  return (
    <Stack gap="sm" data-testid="rule-list">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('txRules.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          data-testid="rule-create"
        >
          {t('txRules.create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('txRules.intro')}
      </Text>
      {rules.data?.length === 0 && <Text c="dimmed">{t('txRules.empty')}</Text>}
      {rules.data?.map((r) => (
        <Card key={r.id} withBorder padding="sm" data-testid="rule-row" data-name={r.name}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600}>{r.name}</Text>
              <Text size="sm" c="dimmed">
                {describe(r)}
              </Text>
            </Stack>
            <Group gap={4}>
              <Switch
                aria-label={t('txRules.enabled')}
                checked={r.enabled}
                onChange={(e) =>
                  save.mutate({ id: r.id, body: { enabled: e.currentTarget.checked } })
                }
              />
              {/* Busy without `loading`, which disables the button and so drops the keyboard
                  focus the preview must give back to it on close. */}
              <Button
                size="xs"
                variant="light"
                aria-busy={apply.isPending && apply.variables.id === r.id}
                rightSection={
                  apply.isPending && apply.variables.id === r.id ? <Loader size={12} /> : null
                }
                data-testid="rule-apply"
                onClick={() =>
                  !apply.isPending &&
                  apply.mutate(
                    { id: r.id, dryRun: true },
                    { onSuccess: (result) => setPreview({ rule: r, result }) },
                  )
                }
              >
                {t('txRules.applyExisting')}
              </Button>
              <EditDeleteIcons
                editLabel={t('txRules.editOne', { name: r.name })}
                deleteLabel={t('txRules.deleteOne', { name: r.name })}
                onEdit={() => setEditing(r)}
                onDelete={() => remove.mutate(r.id)}
              />
            </Group>
          </Group>
        </Card>
      ))}
      {editing && (
        <Suspense fallback={null}>
          <RuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {preview && <ReturnFocusOnUnmount key={preview.rule.id} />}
      {preview && (
        <Modal
          opened
          onClose={() => setPreview(null)}
          title={t('txRules.previewTitle', { name: preview.rule.name })}
        >
          <Stack gap="sm" data-testid="rule-preview">
            <Text data-testid="rule-preview-counts">
              {t('txRules.previewCounts', {
                matched: f.number(preview.result.matched, 0),
                changed: f.number(preview.result.changed, 0),
              })}
            </Text>
            <List size="sm">
              {preview.result.sample.map((s) => (
                <List.Item key={s.id}>
                  {f.date(s.date)} · {s.description ?? ''} · {f.money(s.amount, s.currency)} →{' '}
                  {s.category ?? ''}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                disabled={preview.result.changed === 0}
                loading={apply.isPending}
                data-testid="rule-apply-confirm"
                onClick={() =>
                  apply.mutate(
                    { id: preview.rule.id, dryRun: false },
                    { onSuccess: () => setPreview(null) },
                  )
                }
              >
                {t('txRules.applyConfirm', { count: preview.result.changed })}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
