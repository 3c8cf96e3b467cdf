import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFormFields } from '../components/use-form-fields';
import { confirmPasswordError, newPasswordError } from '../validation';

/** /reset-password?token= (the e-mailed link; /reset-password/<token> works too). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const splat = useParams()['*'];
  const token = params.get('token') ?? (splat || null);
  const reset = useResetPassword();
  const { values, setErrors, inputProps } = useFormFields({ password: '', confirmPassword: '' });

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
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('serverMessages.passwordReset') });
          void navigate(PATHS.login, { replace: true });
        },
        onError: (error) => setErrors(serverFieldErrors(error, ['password'] as const, t)),
      },
    );
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
