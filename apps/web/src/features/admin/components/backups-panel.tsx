import { Badge, Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useAdminBackups } from '../api/admin-backups';

/**
 * The server's nightly backups (DATA_DIR/backups), newest first: when, how big, and whether each
 * is complete (written, verified and renamed) or partial (being written, or cut short).
 */
export function BackupsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isPending } = useAdminBackups();
  const backups = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ minWidth: 0, maxWidth: '100%' }}
      data-testid="backups-panel"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('admin.backups.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('admin.backups.description')}
          </Text>
        </div>
        {backups.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="backups-none">
            {isPending ? t('admin.health.loading') : t('admin.backups.none')}
          </Text>
        ) : (
          // Focusable and named, so a keyboard can scroll it sideways on a phone.
          <Box
            component="section"
            tabIndex={0}
            aria-label={t('admin.backups.title')}
            style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
          >
            <Table miw={520} striped verticalSpacing="xs" data-testid="backups-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.backups.name')}</Table.Th>
                  <Table.Th>{t('admin.backups.created')}</Table.Th>
                  <Table.Th ta="end">{t('admin.backups.size')}</Table.Th>
                  <Table.Th>{t('admin.backups.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {backups.map((backup) => (
                  <Table.Tr key={backup.name} data-testid="backup-row">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{backup.name}</Table.Td>
                    <Table.Td>{format.dateTime(backup.createdAt)}</Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {format.bytes(backup.size)}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        // The primary colour's light variant passes AA (theme.ts); orange.9
                        // filled marks the one to look at.
                        variant={backup.status === 'complete' ? 'light' : 'filled'}
                        color={backup.status === 'complete' ? undefined : 'orange.9'}
                        data-testid="backup-status"
                      >
                        {t(`admin.backups.statuses.${backup.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
