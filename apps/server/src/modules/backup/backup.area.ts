import { type Area, mount } from '../../areas/area.js';
import { resolveKinds } from '../../lib/backup/kind.js';
import { backupRoutes } from './backup.routes.js';

/**
 * Your data (API.md): the user's backup and restore over every area's backup kinds, which the
 * areas declare (Area.backupKinds) and this module only reads.
 */
export const backupArea: Area = {
  name: 'backup',
  routes: [
    mount('/backup', backupRoutes, ({ backupKinds }) => ({ kinds: resolveKinds(backupKinds) })),
  ],
};
