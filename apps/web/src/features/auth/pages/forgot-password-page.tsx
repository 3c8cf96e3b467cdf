import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { AppError, AUTH_MESSAGES, forgotPasswordBodySchema } from '@wealthlog/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormFlow, useFormFlow } from '../../../lib/use-form-flow';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { useFormFields } from '../components/use-form-fields';
import { emailError } from '../validation';

// Whatever the server says of the address is never shown under it (see below).
const NO_SERVER_FIELDS: readonly 'email'[] = [];

/**
 * /forgot-password. Whatever the server answers, the page says the same neutral thing, so it
 * cannot be used to find out which addresses have an account. Only "no answer at all"
 * (offline, timeout, server down) is reported as a failure.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const [sent, setSent] = useState(false);
  // Typed by hand: its values() reads the fields that useFormFields(…, flow) gives back.
  const flow: FormFlow<'email'> = useFormFlow({
    schema: forgotPasswordBodySchema,
    values: () => ({ email: values.email.trim() }),
    fields: NO_SERVER_FIELDS,
    send: ({ email }) => request.mutateAsync(email),
    onSuccess: () => setSent(true),
    // An answer of any kind, but "slow down", is the same neutral message as a success.
    refused: (err) => {
      const answered = err instanceof AppError && err.status >= 400 && err.status < 500;
      const neutral = answered && err.status !== 429;
      if (neutral) setSent(true);
      return neutral;
    },
    fallback: 'messages.passwordResetRequestFailed',
  });
  const { values, setErrors, inputProps } = useFormFields({ email: '' }, flow);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(values.email);
    if (error) {
      setErrors({ email: t(error) });
      return;
    }
    flow.submit();
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
