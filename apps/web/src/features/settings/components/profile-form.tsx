import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type User, updateProfileBodySchema } from '@wealthlog/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_FIELDS,
  profileErrors,
  type ProfileField,
  type ProfileValues,
} from '../profile-rules';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const flow = useFormFlow({
    schema: updateProfileBodySchema,
    values: () => {
      const phone = values.phone.trim();
      return {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: phone === '' ? null : phone,
      };
    },
    fields: PROFILE_FIELDS,
    send: (body) => update.mutateAsync(body),
    onSuccess: (updated) => {
      setUser(updated);
      notifications.show({
        color: 'teal',
        message: t('settings.profile.saved'),
        autoClose: 3000,
      });
    },
    fallback: 'messages.genericError',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;

  const labels: Record<ProfileField, string> = {
    firstName: t('settings.profile.firstName'),
    lastName: t('settings.profile.lastName'),
    email: t('settings.profile.email'),
    phone: t('settings.profile.phone'),
  };

  const input = (field: ProfileField) => ({
    label: labels[field],
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  // The profile's own rules first, said with the form's labels; then the flow's schema and send.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failures = profileErrors(values);
    const local = Object.fromEntries(
      Object.entries(failures).map(([field, f]) => [
        field,
        t(f.key, { field: labels[field as ProfileField], ...f.values }),
      ]),
    );
    if (Object.keys(local).length > 0) return setErrors(local);
    flow.submit();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...input('firstName')} autoComplete="given-name" required />
          <TextInput {...input('lastName')} autoComplete="family-name" required />
          <TextInput {...input('email')} type="email" autoComplete="email" required />
          <TextInput
            {...input('phone')}
            type="tel"
            autoComplete="tel"
            description={t('settings.profile.phoneHint')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="profile-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
