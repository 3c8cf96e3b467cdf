import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordBodySchema } from '@wealthlog/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { type FormFlow, useFormFlow } from '../../../lib/use-form-flow';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFormFields } from '../components/use-form-fields';
import { confirmPasswordError, newPasswordError } from '../validation';

const PASSWORD_ONLY = resetPasswordBodySchema.pick({ password: true });

/** /reset-password?token= (the e-mailed link; /reset-password/<token> works too). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const splat = useParams()['*'];
  const token = params.get('token') ?? (splat || null);
  const reset = useResetPassword();
  // Typed by hand: its values() reads the fields that useFormFields(…, flow) gives back.
  const flow: FormFlow<'password' | 'confirmPassword'> = useFormFlow({
    // The token is the link's, not the user's to correct: the server alone judges it.
    schema: PASSWORD_ONLY,
    values: () => ({ password: values.password }),
    fields: ['password'] as const,
    send: ({ password }) => reset.mutateAsync({ token: token ?? '', password }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('serverMessages.passwordReset') });
      void navigate(PATHS.login, { replace: true });
    },
    // The mutation's toast says what went wrong; a password's own message goes under it.
    refused: () => true,
  });
  const { values, setErrors, inputProps } = useFormFields(
    { password: '', confirmPassword: '' },
    flow,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const passwordKey = newPasswordError(values.password, false);
    const confirmKey = confirmPasswordError(values.password, values.confirmPassword);
    if (passwordKey || confirmKey) {
      setErrors({
        ...(passwordKey ? { password: t(passwordKey) } : {}),
        ...(confirmKey ? { confirmPassword: t(confirmKey) } : {}),
      });
      return;
    }
    flow.submit();
  };

  return (
    <AuthLayout
      title={t('auth.resetPassword')}
      subtitle={t('auth.resetSubtitle')}
      testId="page-reset-password"
      footer={<BackToLogin />}
    >
      {!token ? (
        <Alert color="red" role="alert">
          {t('auth.missingToken')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              passwordLabel={t('auth.newPassword')}
              confirmLabel={t('auth.confirmPassword')}
              password={inputProps('password')}
              confirm={inputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('auth.submitReset')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
