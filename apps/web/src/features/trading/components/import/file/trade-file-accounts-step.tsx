import { useTranslation } from 'react-i18next';
import { FileAccountChoice } from '../../../../../components/import/file-account-choice';
import { FileAccountsStep } from '../../../../../components/import/file-accounts-step';
import { useFormat } from '../../../../../lib/use-format';
import type { TradeFileImport } from './use-trade-file-import';

/** Where each of the file's accounts goes (a Stocks or Crypto account): then the dry run. */
export function TradeFileAccountsStep({
  flow,
  onBack,
}: {
  flow: TradeFileImport;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { answer } = flow;
  return (
    <FileAccountsStep
      intro={t('trading.import.files.intro', {
        format: t(`trading.import.files.formats.${answer.format}`),
        activities: format.number(answer.activities, 0),
      })}
      empty={flow.lined.length === 0 ? t('trading.import.files.empty') : null}
      failure={flow.failure}
      canPreview={flow.accounts.ready}
      working={flow.working}
      onBack={onBack}
      onPreview={() => void flow.runPreview()}
    >
      {flow.lined.map((a, i) => (
        <FileAccountChoice
          key={a.ref}
          account={a}
          index={i}
          state={flow.accounts}
          facts={[
            t('trading.import.files.activities', { activities: format.number(a.activities, 0) }),
            ...(a.currency ? [a.currency] : []),
          ].join(' · ')}
          newHint={t('trading.import.files.newHint')}
        />
      ))}
    </FileAccountsStep>
  );
}
