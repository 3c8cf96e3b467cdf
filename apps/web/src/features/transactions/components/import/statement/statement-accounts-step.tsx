import { useTranslation } from 'react-i18next';
import { FileAccountsStep } from '../../../../../components/import/file-accounts-step';
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
    <FileAccountsStep
      intro={t('transactions.import.statement.intro', {
        format: t(`transactions.import.statement.formats.${answer.format}`),
        lines: format.number(answer.lines, 0),
      })}
      empty={flow.lined.length === 0 ? t('transactions.import.statement.empty') : null}
      failure={flow.failure}
      canPreview={flow.canPreview}
      working={flow.working}
      onBack={onBack}
      onPreview={() => void flow.runPreview()}
    >
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
    </FileAccountsStep>
  );
}
