import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportFailure } from '../../../../../components/import/import-failure';
import { useFormat } from '../../../../../lib/use-format';
import { DateOrderChoice } from './date-order-choice';
import { StatementAccountChoice } from './statement-account-choice';
import type { StatementImport } from './use-statement-import';

/** Where each of the file's accounts goes, and (QIF) how its dates read: then the dry run. */
export function StatementAccountsStep({
  flow,
  file,
  onBack,
}: {
  flow: StatementImport;
  file: File;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { answer } = flow;
  return (
    <Stack gap="sm" mt="md" data-testid="statement-accounts">
      <Text size="sm">
        {t('transactions.import.statement.intro', {
          format: t(`transactions.import.statement.formats.${answer.format}`),
          lines: format.number(answer.lines, 0),
        })}
      </Text>
      {flow.lined.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="statement-empty">
          {t('transactions.import.statement.empty')}
        </Text>
      )}
      {flow.lined.map((a, i) => (
        <StatementAccountChoice key={a.ref} account={a} index={i} flow={flow} />
      ))}
      {answer.dateOrders.length > 1 && (
        <DateOrderChoice
          file={file}
          orders={answer.dateOrders}
          value={flow.dateOrder}
          onChange={flow.setDateOrder}
        />
      )}
      <ImportFailure error={flow.failure} testId="statement-error" />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button
          onClick={() => void flow.runPreview()}
          disabled={!flow.canPreview || flow.lined.length === 0}
          loading={flow.working}
          data-testid="import-preview"
        >
          {t('csvImport.previewButton')}
        </Button>
      </Group>
    </Stack>
  );
}
