import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { settingsPaths } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { caller } from '../../../lib/api/endpoints';
import { AuthLayout } from '../components/auth-layout';

const call = caller(settingsPaths);

/**
 * /unsubscribe?token= : the weekly e-mail's link, without signing in. Opening it changes
 * nothing (mail scanners open every link); the button POSTs the token and says how it went.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useMutation({
    mutationFn: (value: string) => call('digest.unsubscribe.confirm', { query: { token: value } }),
    meta: { silent: true },
  });

  let body;
  if (!token) {
    body = (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
        {t('auth.missingToken')}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert
        color="teal"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        data-testid="unsubscribe-done"
      >
        {t('digest.unsubscribed')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>{t('digest.unsubscribeQuestion')}</Text>
        {confirm.isError && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            data-testid="unsubscribe-failed"
          >
            {t('digest.unsubscribeFailed')}
          </Alert>
        )}
        <Button
          data-testid="unsubscribe-confirm"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {t('digest.unsubscribeButton')}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthLayout title={t('digest.unsubscribeTitle')} testId="page-unsubscribe">
      {body}
    </AuthLayout>
  );
}
