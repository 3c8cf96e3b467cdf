import type { Route } from './route.js';

export const backupPaths = {
  'backup.download': { method: 'GET', path: '/api/backup' },
  'backup.restore': { method: 'POST', path: '/api/backup/restore' },
} as const satisfies Record<string, Route>;
