import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TotpSetup as Setup } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import {
  useRegenerateRecoveryCodes,
  useTotpDisable,
  useTotpSetup,
  useTwoFactorStatus,
} from '../api/two-factor';
import { twoFactorErrorText } from '../errors';
import { ConfirmForm } from './confirm-form';
import { RecoveryCodesView } from './recovery-codes-view';
import { TotpSetup } from './totp-setup';

type View = 'idle' | 'setup' | 'codes' | 'disable' | 'regenerate';

/**
 * Settings → Security, "Two-step sign-in": set up the authenticator app (QR or key, then a code),
 * the recovery codes shown once; when on, turn it off or get new codes. When the admin requires
 * it and it is off, says so: the app keeps the user here until it is on.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const session = useSession();
  const status = useTwoFactorStatus();
  const setupCall = useTotpSetup();
  const disable = useTotpDisable();
  const regenerate = useRegenerateRecoveryCodes();
  const [view, setView] = useState<View>('idle');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[]>([]);

  const startSetup = () =>
    setupCall.mutate(undefined, {
      onSuccess: (answer) => {
        setSetup(answer);
        setView('setup');
      },
      onError: (err) => notifications.show({ color: 'red', message: twoFactorErrorText(err, t) }),
    });
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setView('codes');
    void status.refetch();
  };
  const finished = () => {
    setCodes([]);
    setView('idle');
    // The admin's requirement is met: the app lets the user go on.
    if (session.user?.twoFactorSetupRequired)
      session.setUser({ ...session.user, twoFactorSetupRequired: false });
  };

  if (view === 'codes') return <RecoveryCodesView codes={codes} onDone={finished} />;
  if (view === 'setup' && setup)
    return <TotpSetup setup={setup} onEnabled={showCodes} onCancel={() => setView('idle')} />;
  const s = status.data;
  if (!s)
    return (
      <Text size="sm" c="dimmed">
        {t('twoFactor.loading')}
      </Text>
    );

  return (
    <Stack gap="md" data-testid="two-factor-section">
      {session.user?.twoFactorSetupRequired && !s.totpEnabled && (
        <Alert color="orange" role="status" data-testid="two-factor-required">
          {t('twoFactor.requiredNotice')}
        </Alert>
      )}
      <Group gap="sm">
        <Badge
          color={s.totpEnabled ? 'teal' : 'gray'}
          variant="light"
          data-testid="two-factor-state"
        >
          {s.totpEnabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
        {s.totpEnabled && (
          <Text size="sm">{t('twoFactor.codesLeft', { count: s.recoveryCodesLeft })}</Text>
        )}
      </Group>
      {!s.totpEnabled && (
        <Group>
          <Button onClick={startSetup} loading={setupCall.isPending} data-testid="two-factor-setup">
            {t('twoFactor.setup.start')}
          </Button>
        </Group>
      )}
      {s.totpEnabled && view === 'idle' && (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            onClick={() => setView('regenerate')}
            data-testid="two-factor-regenerate"
          >
            {t('twoFactor.regenerate.button')}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => setView('disable')}
            data-testid="two-factor-disable"
          >
            {t('twoFactor.disable.button')}
          </Button>
        </Group>
      )}
      {view === 'disable' && (
        <ConfirmForm
          intro={t(s.hasPassword ? 'twoFactor.disable.intro' : 'twoFactor.disable.introNoPassword')}
          submitLabel={t('twoFactor.disable.submit')}
          password={s.hasPassword}
          code
          danger
          pending={disable.isPending}
          testId="two-factor-disable-form"
          send={(proof) =>
            disable.mutateAsync({ ...proof, code: proof.code ?? '' }).then(() => setView('idle'))
          }
          onCancel={() => setView('idle')}
        />
      )}
      {view === 'regenerate' && (
        <ConfirmForm
          intro={t('twoFactor.regenerate.intro')}
          submitLabel={t('twoFactor.regenerate.submit')}
          password={s.hasPassword}
          code={!s.hasPassword}
          pending={regenerate.isPending}
          testId="two-factor-regenerate-form"
          send={(proof) => regenerate.mutateAsync(proof).then((a) => showCodes(a.recoveryCodes))}
          onCancel={() => setView('idle')}
        />
      )}
    </Stack>
  );
}
