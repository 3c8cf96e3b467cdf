import { Alert, Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { AppError, type AuthSession } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Types only: the module itself loads on click.
import type * as Webauthn from '../webauthn';

interface CeremonyButtonProps {
  label: string;
  testId: string;
  /** The ceremony (loaded on click), answering the session it started. */
  run(webauthn: typeof Webauthn): Promise<AuthSession>;
  onSignedIn(answer: AuthSession): void;
  /** The browser's prompt was closed, or nothing it offered passed: in this place's words. */
  cancelledText: string;
  failedText: string;
  /** The sign-in this answers is over (401 AUTH_003): the page says so and starts again. */
  onEnded?: () => void;
}

/**
 * A passkey prompt behind a button. Only the button is in its page's first download: the ceremony
 * (the API calls and @simplewebauthn/browser) loads on click.
 */
export function PasskeyCeremonyButton(props: CeremonyButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function')
    return null;

  const start = async () => {
    setError(null);
    setPending(true);
    const webauthn = await import('../webauthn');
    try {
      props.onSignedIn(await props.run(webauthn));
    } catch (err) {
      const code = AppError.isAppError(err) ? err.code : null;
      if (code === 'AUTH_003' && props.onEnded) props.onEnded();
      else if (code === 'RATE_001') setError(t('messages.tooManyLogins'));
      else if (webauthn.ceremonyFailure(err) === 'cancelled') setError(props.cancelledText);
      else setError(props.failedText);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden="true" />}
        loading={pending}
        onClick={() => void start()}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      {error && (
        <Alert color="red" role="alert" data-testid={`${props.testId}-error`}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** "Sign in with a passkey" on the sign-in page, without a username. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (answer: AuthSession) => void }) {
  const { t } = useTranslation();
  return (
    <PasskeyCeremonyButton
      label={t('passkeys.signIn')}
      testId="passkey-sign-in"
      run={(webauthn) => webauthn.signInWithPasskey()}
      onSignedIn={onSignedIn}
      cancelledText={t('passkeys.errors.signInCancelled')}
      failedText={t('passkeys.errors.signInFailed')}
    />
  );
}
