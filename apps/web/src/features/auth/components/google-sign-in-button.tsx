import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../api/auth-providers';

/**
 * A plain link, not a fetch: Google sign-in is a full-page navigation to the server, which
 * redirects to the provider. Shown only when the server says OIDC is configured.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  if (!data?.google) return null;
  return (
    <>
      <Divider label={t('auth.or')} labelPosition="center" />
      <Button
        component="a"
        href="/api/auth/google"
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        data-testid="google-sign-in"
      >
        {t('auth.signInWithGoogle')}
      </Button>
    </>
  );
}
