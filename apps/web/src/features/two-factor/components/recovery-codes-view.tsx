import { Alert, Button, Checkbox, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A .txt of the codes, one a line, saved by the browser (nothing leaves it). */
function download(codes: readonly string[], header: string) {
  const text = `${header}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'wealthlog-recovery-codes.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A new set of recovery codes, shown this once: copy or download them, then say they are saved
 * (the button stays off until the box is ticked, so nobody clicks past them by reflex).
 */
export function RecoveryCodesView({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const all = codes.join('\n');
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="yellow" title={t('twoFactor.recovery.title')}>
        {t('twoFactor.recovery.intro')}
      </Alert>
      <List
        type="ordered"
        spacing={4}
        dir="ltr"
        styles={{ root: { fontFamily: 'var(--mantine-font-family-monospace)', columns: 2 } }}
        data-testid="recovery-code-list"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm" wrap="wrap">
        <CopyButton value={all}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              onClick={copy}
            >
              {copied ? t('twoFactor.recovery.copied') : t('twoFactor.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => download(codes, t('twoFactor.recovery.fileHeader'))}
          data-testid="recovery-download"
        >
          {t('twoFactor.recovery.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('twoFactor.recovery.savedCheck')}
        checked={saved}
        onChange={(e) => setSaved(e.currentTarget.checked)}
        data-testid="recovery-saved-check"
      />
      <Group>
        <Button disabled={!saved} onClick={onDone} data-testid="recovery-done">
          {t('twoFactor.recovery.done')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('twoFactor.recovery.once')}
      </Text>
    </Stack>
  );
}
