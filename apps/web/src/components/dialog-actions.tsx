import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The foot of a form or dialog: Cancel, then the dialog's own action buttons, at the end. */
export function DialogActions({
  onCancel,
  children,
  mt,
}: {
  onCancel: () => void;
  children: ReactNode;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {children}
    </Group>
  );
}
