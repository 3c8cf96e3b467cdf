import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AuthSession } from '@wealthlog/core';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { loginLimiter } from '../../../lib/rate-limiter';
import { loginRequest, type LoginInput } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { useFormFields } from '../components/use-form-fields';
import { destinationAfterLogin } from '../redirect';
import { useSession } from '../../../lib/session';
import { Slot } from '../../../lib/slots';
import { takeChallengeFromHash, type PendingChallenge } from '../challenge-hash';

/** Another way to sign in (a passkey), handed in by app/ since features never import one another. */
export type SignInAlternative = ComponentType<{ onSignedIn: (answer: AuthSession) => void }>;

/** /login (also /login?registered=true and /login?redirect=/somewhere). */
export function LoginPage({ alternative: Alternative }: { alternative?: SignInAlternative }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const redirect = params.get('redirect');
  const { values, inputProps } = useFormFields({ username: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  // The second step, after the password (or Google, through the address's fragment).
  const [challenge, setChallenge] = useState<PendingChallenge | null>(takeChallengeFromHash);

  const finish = (answer: AuthSession) => {
    session.signIn(answer);
    void navigate(destinationAfterLogin(answer.user, redirect), { replace: true });
  };
  const login = useMutation({
    mutationFn: (input: LoginInput) => loginRequest(input),
    meta: { errorFallback: 'messages.loginFailed' },
    onSuccess: (answer) => ('twoFactorRequired' in answer ? setChallenge(answer) : finish(answer)),
  });

  const signedIn = (answer: AuthSession) => {
    session.signIn(answer);
    void navigate(destinationAfterLogin(answer.user, redirect), { replace: true });
  };

  // Already signed in (a bookmark of /login, the back button): go on as after a login.
  useEffect(() => {
    if (session.status === 'authenticated' && session.user && !login.isPending) {
      void navigate(destinationAfterLogin(session.user, redirect), { replace: true });
    }
  }, [session.status, session.user, redirect, navigate, login.isPending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (values.username.trim() === '' || values.password === '') {
      setFormError(t('serverMessages.usernamePasswordRequired'));
      return;
    }
    // 5 attempts per 60 s (core constants), counted before anything is sent.
    if (!loginLimiter.tryAcquire()) {
      setFormError(t('messages.tooManyLogins'));
      return;
    }
    login.mutate({ username: values.username, password: values.password });
  };

  if (challenge)
    return (
      <AuthLayout title={t('twoFactor.step.title')} testId="page-login-second-step">
        <Slot
          name="secondStep"
          props={{
            challengeToken: challenge.challengeToken,
            methods: challenge.methods,
            onSignedIn: finish,
            onRestart: () => setChallenge(null),
          }}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t('auth.login')}
      subtitle={t('auth.loginSubtitle')}
      testId="page-login"
      footer={
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          {/* Underlined: in dark mode its colour alone does not stand out from the sentence. */}
          <Anchor component={Link} to={PATHS.register} underline="always">
            {t('auth.createOne')}
          </Anchor>
        </Text>
      }
    >
      {params.get('registered') === 'true' && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          data-testid="registered-notice"
        >
          {t('auth.registeredNotice')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.usernameOrEmail')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...inputProps('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            {...inputProps('password')}
          />
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            {t('auth.forgotPasswordLink')}
          </Anchor>
          {formError && (
            <Alert color="red" role="alert" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
            {t('auth.submitLogin')}
          </Button>
          <GoogleSignInButton />
          {Alternative && <Alternative onSignedIn={signedIn} />}
        </Stack>
      </form>
    </AuthLayout>
  );
}
