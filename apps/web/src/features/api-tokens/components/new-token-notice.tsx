import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiToken } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The new token's value, shown this once (the server keeps only its hash): a copy button, a
 * warning, and a button that puts it away for good.
 */
export function NewTokenNotice({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.token);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const copyLabel = copied ? t('apiTokens.copied') : t('apiTokens.copy');
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('apiTokens.createdTitle', { name: created.name })}
      data-testid="new-api-token"
    >
      <Stack gap="sm">
        <Text size="sm">{t('apiTokens.shownOnce')}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('apiTokens.tokenLabel')}
            value={created.token}
            readOnly
            dir="ltr"
            ff="monospace"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="new-api-token-value"
          />
          <Tooltip label={copyLabel} withArrow>
            <ActionIcon
              size="lg"
              variant="filled"
              color={copied ? 'teal' : undefined}
              aria-label={copyLabel}
              onClick={() => void copy()}
              data-testid="copy-api-token"
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {/* Not dimmed: grey on the yellow tint of a dark-scheme alert reads below 4.5:1. */}
        <Text size="sm">
          {t('apiTokens.usage')}{' '}
          <Text span dir="ltr" ff="monospace" size="sm">
            Authorization: Bearer wl_…
          </Text>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} data-testid="api-token-done">
            {t('apiTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
