import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { AppError, AUTH_MESSAGES } from '@wealthlog/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { useFormFields } from '../components/use-form-fields';
import { emailError } from '../validation';

/**
 * /forgot-password. Whatever the server answers, the page says the same neutral thing, so it
 * cannot be used to find out which addresses have an account. Only "no answer at all"
 * (offline, timeout, server down) is reported as a failure.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const [sent, setSent] = useState(false);
  const { values, setErrors, inputProps } = useFormFields({ email: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(values.email);
    if (error) {
      setErrors({ email: t(error) });
      return;
    }
    request.mutate(values.email.trim(), {
      onSuccess: () => setSent(true),
      onError: (err) => {
        const answered = err instanceof AppError && err.status >= 400 && err.status < 500;
        if (answered && err.status !== 429) setSent(true);
        else showErrorToast(err, 'messages.passwordResetRequestFailed');
      },
    });
  };

  return (
    <AuthLayout
      title={t('auth.forgotPassword')}
      subtitle={t('auth.forgotSubtitle')}
      testId="page-forgot-password"
      footer={<BackToLogin />}
    >
      {sent ? (
        <Alert
          color="teal"
          icon={<IconMailCheck size={18} aria-hidden="true" />}
          data-testid="forgot-password-sent"
        >
          {t('serverMessages.passwordResetRequested', {
            defaultValue: AUTH_MESSAGES.passwordResetRequested,
          })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              {...inputProps('email')}
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              {t('auth.submitForgot')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
