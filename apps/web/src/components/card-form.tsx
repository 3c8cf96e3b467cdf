import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CardFormProps {
  title: string;
  onSubmit(event: FormEvent): void;
  /** True while the request runs: the save button's spinner. */
  pending: boolean;
  /** The form's data-testid; `saveTestId` is its save button's. */
  testId?: string;
  saveTestId: string;
  /** What stands at the start of the save button's row (a reading of the values), if anything. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A small form that sits on a page in a card (a rate, a price, a payment, a budget, a category):
 * its heading, its fields, one save button at the end. Written once so they look and submit
 * alike; noValidate, as the form's own check says what is wrong in the reader's language.
 */
export function CardForm({
  title,
  onSubmit,
  pending,
  testId,
  saveTestId,
  aside,
  children,
}: CardFormProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
          <Group
            justify={aside === undefined ? 'flex-end' : 'space-between'}
            wrap={aside === undefined ? 'wrap' : 'nowrap'}
          >
            {aside}
            <Button type="submit" loading={pending} data-testid={saveTestId}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
