import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorText } from '../errors';
import { CodeInput, sixDigits } from './code-input';

export interface Proof {
  password?: string;
  code?: string;
}

interface ConfirmFormProps {
  intro: string;
  submitLabel: string;
  /** Ask for the password (the user has one). */
  password: boolean;
  /** Ask for a code (always to turn off; to regenerate only without a password). */
  code: boolean;
  danger?: boolean;
  pending: boolean;
  testId: string;
  send(proof: Proof): Promise<unknown>;
  onCancel(): void;
}

/** The password and/or a current code, proving the owner before a change to the second step. */
export function ConfirmForm(props: ConfirmFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = sixDigits(code);
    if (props.password && password === '') return setError(t('twoFactor.errors.passwordMissing'));
    if (props.code && typed === null) return setError(t('twoFactor.errors.codeFormat'));
    setError(null);
    props
      .send({
        ...(props.password ? { password } : {}),
        ...(props.code && typed !== null ? { code: typed } : {}),
      })
      .catch((err: unknown) => setError(twoFactorErrorText(err, t)));
  };

  return (
    <form onSubmit={submit} noValidate data-testid={props.testId}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{props.intro}</Text>
        {props.password && (
          <PasswordInput
            label={t('twoFactor.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
        )}
        {props.code && (
          <CodeInput
            label={t('twoFactor.code')}
            value={code}
            onChange={setCode}
            maw={220}
            required
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color={props.danger ? 'red.9' : undefined} loading={props.pending}>
            {props.submitLabel}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
