import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePasswordBodySchema, scorePassword } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
// The request's fields: the confirmation is the form's own check, never sent.
const SENT: readonly Field[] = ['currentPassword', 'newPassword'];

/** Change password: strong, different from the current one; then the user is logged out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const flow = useFormFlow({
    schema: changePasswordBodySchema,
    values: () => ({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    fields: SENT,
    send: (body) => change.mutateAsync(body),
    // The session hook logs out and goes to /login; this note is what greets the user there.
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        message: t('settings.security.changed'),
        autoClose: 8000,
      }),
    fallback: 'messages.genericError',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;

  const input = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const label = (key: string) => ({ field: t(key) });
    if (values.currentPassword === '')
      found.currentPassword = t('rules.required', label('settings.security.currentPassword'));
    if (values.newPassword === '')
      found.newPassword = t('rules.required', label('settings.security.newPassword'));
    else if (!scorePassword(values.newPassword).strong)
      found.newPassword = t('serverMessages.newPasswordNotStrong');
    else if (values.newPassword === values.currentPassword)
      found.newPassword = t('serverMessages.newPasswordSameAsCurrent');
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = t('serverMessages.passwordsDoNotMatch');
    if (Object.keys(found).length > 0) return setErrors(found);
    flow.submit();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={480}>
        <PasswordInput
          {...input('currentPassword')}
          label={t('settings.security.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          passwordLabel={t('settings.security.newPassword')}
          confirmLabel={t('settings.security.confirmPassword')}
          password={input('newPassword')}
          confirm={input('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
            {t('settings.security.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
