import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError, toastText } from '../../../lib/error-toasts';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';

/** /verify-email?token= : calls GET /api/auth/verify-email once and says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  let body;
  if (token && verify.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('auth.verifying')}</Text>
      </Group>
    );
  } else if (token && verify.isSuccess) {
    body = (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        data-testid="verify-success"
      >
        {t('serverMessages.emailVerified')}
      </Alert>
    );
  } else {
    const detail = verify.error
      ? toastText(describeError(verify.error, 'messages.emailVerificationFailed'), t)
      : t('auth.missingToken');
    body = (
      <Alert
        color="red"
        role="alert"
        title={t('messages.emailVerificationFailed')}
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        data-testid="verify-failed"
      >
        {detail}
      </Alert>
    );
  }

  return (
    <AuthLayout title={t('auth.verifyEmail')} testId="page-verify-email" footer={<BackToLogin />}>
      {body}
    </AuthLayout>
  );
}
