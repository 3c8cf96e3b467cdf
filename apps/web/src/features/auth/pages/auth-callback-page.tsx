import { Alert, Group, Loader, Text } from '@mantine/core';
import { isErrorCode } from '@wealthlog/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshSession } from '../../../lib/api/refresh';
import { describeError, toastText } from '../../../lib/error-toasts';
import { setCsrfToken } from '../../../lib/token';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { destinationAfterLogin } from '../redirect';
import { useSession } from '../../../lib/session';

/** The server hands the session's CSRF token over in this short-lived cookie (not HttpOnly). */
const CSRF_HANDOFF_COOKIE = 'csrf_token';

function takeHandoffCookie(): string | null {
  const prefix = `${CSRF_HANDOFF_COOKIE}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  // Used once: delete it so the token does not linger in a cookie.
  document.cookie = `${CSRF_HANDOFF_COOKIE}=; Max-Age=0; path=/; SameSite=Strict`;
  return decodeURIComponent(found.slice(prefix.length));
}

/**
 * /auth/callback, after Google sign-in: the refresh cookie is set but there is no access token
 * yet (none travels in a URL). A refresh obtains it; then on as after a login.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const providerError = params.get('error');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (providerError || started.current) return;
    started.current = true;
    const csrf = takeHandoffCookie();
    if (csrf) setCsrfToken(csrf);
    refreshSession().then(
      (session) => {
        signIn(session);
        void navigate(destinationAfterLogin(session.user), { replace: true });
      },
      (error: unknown) => setFailure(toastText(describeError(error, 'messages.loginFailed'), t)),
    );
  }, [providerError, signIn, navigate, t]);

  const errorText = providerError
    ? isErrorCode(providerError)
      ? t(`errors.${providerError}`)
      : t('messages.loginFailed')
    : failure;

  return (
    <AuthLayout title={t('auth.callback')} testId="page-auth-callback" footer={<BackToLogin />}>
      {errorText ? (
        <Alert color="red" role="alert" title={t('messages.loginFailed')}>
          {errorText}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('auth.callbackWorking')}</Text>
        </Group>
      )}
    </AuthLayout>
  );
}
