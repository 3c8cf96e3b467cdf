import { Alert, Box, Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import type { TotpSetup as Setup } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTotpEnable } from '../api/two-factor';
import { twoFactorErrorText } from '../errors';
import { CodeInput, sixDigits } from './code-input';

/** "ABCD EFGH …": a long key is easier to type by hand in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Step one: scan the QR (drawn by the server as SVG) or type the key; step two: the app's code
 * turns it on and brings the recovery codes.
 */
export function TotpSetup(props: {
  setup: Setup;
  onEnabled(codes: string[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = sixDigits(code);
    if (typed === null) return setError(t('twoFactor.errors.codeFormat'));
    setError(null);
    enable.mutate(typed, {
      onSuccess: (answer) => props.onEnabled(answer.recoveryCodes),
      onError: (err) => setError(twoFactorErrorText(err, t)),
    });
  };

  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.setup.qrSvg)}`;
  return (
    <form onSubmit={submit} noValidate data-testid="totp-setup">
      <Stack gap="md">
        <Text size="sm">{t('twoFactor.setup.scan')}</Text>
        {/* White behind the code in dark mode too: scanners need the contrast. */}
        <Box bg="white" p="xs" w={200} style={{ borderRadius: 8 }}>
          <Image src={src} alt={t('twoFactor.setup.qrAlt')} w={184} h={184} />
        </Box>
        <div>
          <Text size="sm">{t('twoFactor.setup.manual')}</Text>
          <Code block dir="ltr" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {grouped(props.setup.secret)}
          </Code>
        </div>
        <Text size="sm">{t('twoFactor.setup.enterCode')}</Text>
        <CodeInput
          label={t('twoFactor.code')}
          value={code}
          onChange={setCode}
          maw={220}
          required
          data-testid="totp-setup-code"
        />
        {error && (
          <Alert color="red" role="alert" data-testid="totp-setup-error">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending} data-testid="totp-setup-submit">
            {t('twoFactor.setup.turnOn')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
