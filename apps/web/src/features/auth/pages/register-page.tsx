import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { registerBodySchema } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { registrationLimiter } from '../../../lib/rate-limiter';
import { useRegister } from '../api/register';
import { loginRequest } from '../api/login';
import { destinationAfterLogin } from '../redirect';
import { useSession } from '../../../lib/session';
import { AuthLayout } from '../components/auth-layout';
import { type FormFlow, useFormFlow } from '../../../lib/use-form-flow';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFormFields } from '../components/use-form-fields';
import {
  confirmPasswordError,
  emailError,
  nameError,
  newPasswordError,
  usernameError,
} from '../validation';

const FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * /register: after success the user is signed in with the same credentials and lands in the app;
 * when the server refuses that sign-in (e-mail verification required), /login?registered=true
 * says what to do next.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  // Typed by hand: its values() reads the fields that useFormFields(…, flow) gives back.
  const flow: FormFlow<Field> = useFormFlow({
    schema: registerBodySchema,
    values: () => ({
      username: values.username.trim(),
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    }),
    fields: FIELDS,
    send: (body) => register.mutateAsync(body),
    onSuccess: () => {
      loginRequest({ username: values.username, password: values.password }).then(
        (answer) => {
          // A new account has no second step; were it ever asked, the login page takes it.
          if ('twoFactorRequired' in answer) return void navigate(`${PATHS.login}?registered=true`);
          session.signIn(answer);
          void navigate(destinationAfterLogin(answer.user), { replace: true });
        },
        () => void navigate(`${PATHS.login}?registered=true`),
      );
    },
    // The mutation's toast says it in short; each field shows its own server message underneath.
    refused: () => true,
  });
  const { values, setErrors, inputProps } = useFormFields<Record<Field, string>>(
    {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
    },
    flow,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const keys: Partial<Record<Field, string | undefined>> = {
      username: usernameError(values.username),
      email: emailError(values.email),
      firstName: nameError(values.firstName),
      lastName: nameError(values.lastName),
      password: newPasswordError(values.password, true),
      confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
    };
    const errors = Object.fromEntries(
      Object.entries(keys)
        .filter((entry): entry is [Field, string] => entry[1] !== undefined)
        .map(([field, key]) => [field, t(key)]),
    ) as Partial<Record<Field, string>>;
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // 5 registrations per 60 s (core constants), counted for what would reach the server.
    if (!registrationLimiter.tryAcquire()) {
      setFormError(t('messages.tooManyRegistrations'));
      return;
    }
    flow.submit();
  };

  return (
    <AuthLayout
      title={t('auth.register')}
      subtitle={t('auth.registerSubtitle')}
      testId="page-register"
      footer={
        <Text size="sm">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login}>
            {t('auth.signInLink')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.username')}
            description={t('auth.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...inputProps('username')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...inputProps('email')}
          />
          {/* Side by side from `xs` up; stacked at full width on a phone. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth.firstName')}
              autoComplete="given-name"
              required
              {...inputProps('firstName')}
            />
            <TextInput
              label={t('auth.lastName')}
              autoComplete="family-name"
              required
              {...inputProps('lastName')}
            />
          </SimpleGrid>
          <NewPasswordFields
            passwordLabel={t('auth.password')}
            confirmLabel={t('auth.confirmPassword')}
            password={inputProps('password')}
            confirm={inputProps('confirmPassword')}
          />
          {formError && (
            <Alert color="red" role="alert" data-testid="register-error">
              {formError}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            loading={register.isPending}
            data-testid="register-submit"
          >
            {t('auth.submitRegister')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
