import { Modal, Stepper } from '@mantine/core';
import type { Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportSummaryStep } from './import-summary-step';
import { ImportUploadStep } from './import-upload-step';
import { IMPORT_STEPS, useImportWizard } from './use-import-wizard';

interface Props {
  opened: boolean;
  onClose: () => void;
  accounts: readonly Account[];
  defaultAccountId?: number | undefined;
}

export function ImportWizardModal({ opened, onClose, accounts, defaultAccountId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('transactions.import.title')} size="xl">
      {/* Mounted per opening: a second import starts from a clean wizard. */}
      {opened && (
        <Wizard accounts={accounts} defaultAccountId={defaultAccountId} onClose={onClose} />
      )}
    </Modal>
  );
}

function Wizard({ accounts, defaultAccountId, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const wizard = useImportWizard(defaultAccountId ?? accounts.find((a) => a.active)?.id ?? null);
  // 'importing' and 'summary' share the last step of the stepper.
  const active = Math.min(IMPORT_STEPS.indexOf(wizard.step), 3);
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} data-testid="import-wizard">
      <Stepper.Step label={t('transactions.import.steps.upload')}>
        <ImportUploadStep wizard={wizard} accounts={accounts} />
      </Stepper.Step>
      <Stepper.Step label={t('transactions.import.steps.mapping')}>
        <ImportMappingStep wizard={wizard} />
      </Stepper.Step>
      <Stepper.Step label={t('transactions.import.steps.preview')}>
        <ImportPreviewStep wizard={wizard} />
      </Stepper.Step>
      <Stepper.Step label={t('transactions.import.steps.import')}>
        {wizard.step === 'importing' ? (
          <ImportProgressStep progress={wizard.progress} />
        ) : (
          <ImportSummaryStep result={wizard.result} onClose={onClose} />
        )}
      </Stepper.Step>
    </Stepper>
  );
}
