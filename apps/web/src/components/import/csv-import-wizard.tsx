import { Modal, Stepper } from '@mantine/core';
import type { Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import type { CsvImportConfig, CsvImportSummary } from './csv-import-config';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportAnnouncer } from './import-announcer';
import { ImportProgressStep } from './import-progress-step';
import { ImportSummaryStep } from './import-summary-step';
import { ImportUploadStep } from './import-upload-step';
import { IMPORT_STEPS, useCsvImportWizard } from './use-csv-import-wizard';

interface Props<F extends string, R extends CsvImportSummary, O> {
  config: CsvImportConfig<F, R, O>;
  opened: boolean;
  onClose: () => void;
  accounts: readonly Account[];
  defaultAccountId?: number | undefined;
}

/**
 * The CSV import wizard every area shares (upload → columns → dry-run preview → import with
 * progress → summary); `config` names the area's columns, endpoints, texts and preview table.
 */
export function CsvImportWizardModal<F extends string, R extends CsvImportSummary, O = unknown>(
  props: Props<F, R, O>,
) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`${props.config.ns}.title`)}
      size="xl"
    >
      {/* Mounted per opening: a second import starts from a clean wizard. */}
      {props.opened && <Wizard {...props} />}
    </Modal>
  );
}

function Wizard<F extends string, R extends CsvImportSummary, O>({
  config,
  accounts,
  defaultAccountId,
  onClose,
}: Props<F, R, O>) {
  const { t } = useTranslation();
  const wizard = useCsvImportWizard(
    config,
    defaultAccountId ?? accounts.find((a) => a.active)?.id ?? null,
  );
  // A file that is no CSV: the area's own steps, from the account chosen with the file.
  if (wizard.step === 'other' && wizard.other !== null && wizard.file && config.otherFlow) {
    return config.otherFlow({
      answer: wizard.other,
      file: wizard.file,
      accountId: wizard.accountId,
      accounts,
      onBack: wizard.restart,
      onClose,
    });
  }
  // 'importing' and 'summary' share the last step of the stepper.
  const active = Math.min(IMPORT_STEPS.indexOf(wizard.step), 3);
  return (
    <>
      <ImportAnnouncer step={wizard.step} progress={wizard.progress} result={wizard.result} />
      <Stepper active={active} size="sm" allowNextStepsSelect={false} data-testid="import-wizard">
        <Stepper.Step label={t('csvImport.steps.upload')}>
          <ImportUploadStep
            wizard={wizard}
            accounts={config.needsAccount === false ? null : accounts}
            ns={config.ns}
            accept={config.accept}
            fileLabel={config.fileLabel}
          />
        </Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.mapping')}>
          <ImportMappingStep wizard={wizard} config={config} />
        </Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.preview')}>
          <ImportPreviewStep wizard={wizard} config={config} />
        </Stepper.Step>
        <Stepper.Step label={t('csvImport.steps.import')}>
          {wizard.step === 'importing' ? (
            <ImportProgressStep progress={wizard.progress} />
          ) : (
            <ImportSummaryStep result={wizard.result} onClose={onClose} />
          )}
        </Stepper.Step>
      </Stepper>
    </>
  );
}
