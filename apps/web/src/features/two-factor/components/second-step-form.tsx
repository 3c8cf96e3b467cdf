import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AppError } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot, type SecondStepProps } from '../../../lib/slots';
import { verifySecondStep } from '../api/two-factor';
import { twoFactorErrorText } from '../errors';
import { CodeInput, sixDigits } from './code-input';

type Mode = 'totp' | 'recovery';

/**
 * The second step of a sign-in, after the password or Google: a code from the authenticator app,
 * or one of the recovery codes. Other ways to pass it are listed from `methods`: for 'passkey',
 * the passkeys feature's "Use a passkey" button (a slot) under the code's button.
 */
export default function SecondStepForm(props: SecondStepProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(props.methods.includes('totp') ? 'totp' : 'recovery');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const verify = useMutation({
    mutationFn: verifySecondStep,
    meta: { silent: true },
    onSuccess: props.onSignedIn,
    onError: (err) => {
      setError(twoFactorErrorText(err, t, mode === 'recovery'));
      if (err instanceof AppError && err.code === 'AUTH_003') setEnded(true);
      setValue('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.replace(/\s+/g, '');
    if (mode === 'totp' && sixDigits(typed) === null)
      return setError(t('twoFactor.errors.codeFormat'));
    if (mode === 'recovery' && typed.length < 10)
      return setError(t('twoFactor.errors.recoveryFormat'));
    setError(null);
    verify.mutate(
      mode === 'totp'
        ? { challengeToken: props.challengeToken, code: typed }
        : { challengeToken: props.challengeToken, recoveryCode: typed },
    );
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="second-step-form">
      <Stack gap="md">
        <Text size="sm">
          {mode === 'totp' ? t('twoFactor.step.totpIntro') : t('twoFactor.step.recoveryIntro')}
        </Text>
        {mode === 'totp' ? (
          <CodeInput
            label={t('twoFactor.code')}
            value={value}
            onChange={setValue}
            required
            autoFocus
            data-testid="second-step-code"
          />
        ) : (
          <TextInput
            label={t('twoFactor.step.recoveryCode')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            required
            autoFocus
            data-testid="second-step-recovery"
          />
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="second-step-error">
            {error}
          </Alert>
        )}
        {ended ? (
          <Button fullWidth onClick={props.onRestart} data-testid="second-step-restart">
            {t('twoFactor.step.again')}
          </Button>
        ) : (
          <Button
            type="submit"
            fullWidth
            loading={verify.isPending}
            data-testid="second-step-submit"
          >
            {t('twoFactor.step.submit')}
          </Button>
        )}
        {props.methods.includes('passkey') && !ended && (
          <Slot
            name="secondStep.passkey"
            props={{
              challengeToken: props.challengeToken,
              onSignedIn: props.onSignedIn,
              onEnded: () => {
                setError(t('twoFactor.errors.expired'));
                setEnded(true);
              },
            }}
          />
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          {mode === 'totp' && props.methods.includes('recovery') && (
            <Anchor component="button" type="button" size="sm" onClick={() => switchTo('recovery')}>
              {t('twoFactor.step.useRecovery')}
            </Anchor>
          )}
          {mode === 'recovery' && props.methods.includes('totp') && (
            <Anchor component="button" type="button" size="sm" onClick={() => switchTo('totp')}>
              {t('twoFactor.step.useApp')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={props.onRestart}>
            {t('twoFactor.step.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
