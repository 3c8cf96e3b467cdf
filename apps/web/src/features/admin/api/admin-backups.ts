import type { AdminBackup } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(adminPaths);

/** GET /api/admin/backups: the nightly backups in DATA_DIR/backups, with size and status. */
export function fetchAdminBackups(signal?: AbortSignal): Promise<AdminBackup[]> {
  return call('admin.backups.list', { ...(signal ? { signal } : {}) });
}

export const adminBackupsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'backups'] as const,
    queryFn: ({ signal }) => fetchAdminBackups(signal),
  });

export function useAdminBackups() {
  return useQuery(adminBackupsQuery());
}
