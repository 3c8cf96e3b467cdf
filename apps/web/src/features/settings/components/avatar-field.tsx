import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { AppError, IMAGE_MIME_TYPES, type User } from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { translateServerMessage } from '../../../lib/error-toasts';
import { useSession } from '../../../lib/session';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarFileError, uploadMessageKey } from '../avatar-rules';

/** Pick → checked here → previewed → uploaded; a refusal (ours or the server's) shows below. */
export function AvatarField({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();

  // The preview's object URL is released when replaced or when the page closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (file: File | null) => {
    if (!file) return;
    const refusal = avatarFileError(file);
    if (refusal) {
      setError(t(refusal));
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (result) => {
        setUser({ ...user, avatarUrl: result.url });
        notifications.show({
          color: 'teal',
          message: t('settings.profile.avatarSaved'),
          autoClose: 3000,
        });
      },
      onError: (failure) => {
        setPreview(undefined);
        const known = uploadMessageKey(failure);
        if (known) setError(t(known));
        else if (
          failure instanceof AppError &&
          failure.message.trim() !== '' &&
          failure.status < 500
        ) {
          setError(translateServerMessage(t, failure.message, failure.code));
        } else setError(t('messages.fileUploadFailed'));
      },
    });
  };

  return (
    <Group gap="lg" align="center" wrap="nowrap" data-testid="avatar-field">
      <UserAvatar
        size={88}
        radius={88}
        firstName={user.firstName}
        lastName={user.lastName}
        avatarUrl={user.avatarUrl}
        previewUrl={preview}
      />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <FileButton onChange={pick} accept={IMAGE_MIME_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upload.isPending}
              data-testid="avatar-upload"
            >
              {t('settings.profile.avatarChoose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('settings.profile.avatarHint')}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert" data-testid="avatar-error">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
