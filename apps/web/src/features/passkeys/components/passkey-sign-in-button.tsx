import { Alert, Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { AppError, type AuthSession } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Sign in with a passkey" on the sign-in page, without a username. Only the button is in the
 * page's first download: the ceremony (the API calls and @simplewebauthn/browser) loads on click.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (answer: AuthSession) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function')
    return null;

  const signIn = async () => {
    setError(null);
    setPending(true);
    try {
      const { signInWithPasskey } = await import('../webauthn');
      onSignedIn(await signInWithPasskey());
    } catch (err) {
      const { ceremonyFailure } = await import('../webauthn');
      const tooMany = AppError.isAppError(err) && err.code === 'RATE_001';
      setError(
        tooMany
          ? t('messages.tooManyLogins')
          : ceremonyFailure(err) === 'cancelled'
            ? t('passkeys.errors.signInCancelled')
            : t('passkeys.errors.signInFailed'),
      );
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
        onClick={() => void signIn()}
        data-testid="passkey-sign-in"
      >
        {t('passkeys.signIn')}
      </Button>
      {error && (
        <Alert color="red" role="alert" data-testid="passkey-sign-in-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
