import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { AvatarField } from '../components/avatar-field';
import { ProfileForm } from '../components/profile-form';
import { SectionCard } from '../../../components/section-card';

/** /settings/profile: picture, names, e-mail and phone. */
export function SettingsProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="page-settings-profile">
      <SectionCard title={t('settings.profile.avatarTitle')}>
        <AvatarField user={user} />
      </SectionCard>
      <SectionCard
        title={t('settings.profile.title')}
        description={t('settings.profile.description')}
      >
        {/* Keyed by id: another user signing in in this tab gets a fresh form. */}
        <ProfileForm key={user.id} user={user} />
      </SectionCard>
    </Stack>
  );
}
