import { Alert, Button, FileInput, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { DANGER_COLOR, TypedConfirmModal } from '../../../components/typed-confirm-modal';
import { translateFieldMessage } from '../../../lib/field-messages';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/use-format';
import { type RestoreState, useRestore } from '../hooks/use-restore';
import { RestoreCounts } from './restore-counts';
import { TransferProgress } from './transfer-progress';

/** The milestone the live region speaks (never each progress event). */
function statusKey(state: RestoreState): string | null {
  switch (state.step) {
    case 'checking':
      return 'backup.restore.checking';
    case 'preview':
      return 'backup.restore.checked';
    case 'restoring':
      return 'backup.restore.restoring';
    case 'done':
      return 'backup.restore.doneTitle';
    default:
      return null;
  }
}

/**
 * Restore from a backup: choose the zip, read what it holds (a dry run), then restore — or, into
 * an account that already holds data, replace everything after typing the username.
 */
export function RestoreCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const { state, progress, choose, restore, reset } = useRestore();
  const [confirming, setConfirming] = useState(false);
  const busy = state.step === 'checking' || state.step === 'restoring';
  const file = 'file' in state ? state.file : null;
  const status = statusKey(state);

  const uploadRatio =
    progress?.phase === 'upload' && progress.total > 0 ? progress.loaded / progress.total : 0;

  return (
    <SectionCard
      title={t('backup.restore.title')}
      description={t('backup.restore.description')}
      testId="restore-card"
    >
      <FileInput
        label={t('backup.restore.file')}
        description={t('backup.restore.fileHint')}
        accept=".zip,application/zip"
        leftSection={<IconFileZip size={16} aria-hidden="true" />}
        value={file}
        onChange={choose}
        disabled={busy}
        clearable={!busy}
        // The clear button is an icon: it needs a name of its own (axe button-name).
        clearButtonProps={{ 'aria-label': t('backup.restore.clearFile') }}
        maw={480}
        data-testid="restore-file"
      />

      {busy && (
        <TransferProgress
          ratio={progress?.phase === 'server' ? null : uploadRatio}
          text={
            progress?.phase === 'server'
              ? t(state.step === 'checking' ? 'backup.restore.reading' : 'backup.restore.writing')
              : t('backup.restore.uploading', { percent: format.share(uploadRatio) })
          }
          label={t('backup.restore.progressLabel')}
          testId="restore-progress"
        />
      )}

      {(state.step === 'preview' || state.step === 'restoring') && state.replace && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('backup.restore.notEmptyTitle')}
          data-testid="restore-not-empty"
        >
          {t('serverMessages.notEmpty')} {t('backup.restore.notEmptyBody')}
        </Alert>
      )}

      {(state.step === 'preview' || state.step === 'restoring') && (
        <RestoreCounts
          counts={state.counts}
          caption={t('backup.restore.holds')}
          testId="restore-preview"
        />
      )}

      {state.step === 'preview' && (
        <Group>
          <Button variant="default" onClick={reset} data-testid="restore-cancel">
            {t('common.cancel')}
          </Button>
          {state.replace ? (
            <Button
              color={DANGER_COLOR}
              onClick={() => setConfirming(true)}
              data-testid="restore-replace"
            >
              {t('backup.restore.replace')}
            </Button>
          ) : (
            <Button onClick={restore} data-testid="restore-run">
              {t('backup.restore.run')}
            </Button>
          )}
        </Group>
      )}

      {state.step === 'refused' && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('backup.restore.refusedTitle')}
          data-testid="restore-refused"
          data-reason={state.refusal.reason}
        >
          <Stack gap={6}>
            <Text size="sm">{t(`serverMessages.${state.refusal.reason}`)}</Text>
            {state.refusal.members.length > 0 && (
              <List size="sm" style={{ overflowWrap: 'anywhere' }}>
                {state.refusal.members.map(({ member, messages }) => (
                  <List.Item key={member} data-testid="restore-refused-member">
                    {t('backup.restore.member', { member })}
                    {messages.length > 0 &&
                      `: ${messages.map((m) => translateFieldMessage(t, m)).join(' · ')}`}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}

      {state.step === 'done' && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          title={t('backup.restore.doneTitle')}
          data-testid="restore-done"
        >
          <Stack gap="sm">
            <Text size="sm">{t('backup.restore.doneBody')}</Text>
            <RestoreCounts
              counts={state.counts}
              caption={t('backup.restore.restored')}
              testId="restore-result"
            />
          </Stack>
        </Alert>
      )}
      {state.step === 'done' && (
        // A button beside the note, not a link in it: the primary colour on the note's teal tint
        // reads at 4.3:1 only.
        <Group>
          <Button component={Link} to={PATHS.dashboard} data-testid="restore-dashboard">
            {t('backup.restore.toDashboard')}
          </Button>
        </Group>
      )}

      <VisuallyHidden role="status" aria-live="polite" data-testid="restore-status">
        {status ? t(status) : ''}
      </VisuallyHidden>

      {confirming && user && (
        <TypedConfirmModal
          title={t('backup.restore.replaceTitle')}
          expected={user.username}
          confirmLabel={t('backup.restore.replace')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            restore();
          }}
          testId="replace-confirm"
        >
          <Text size="sm">{t('backup.restore.replaceBody')}</Text>
        </TypedConfirmModal>
      )}
    </SectionCard>
  );
}
